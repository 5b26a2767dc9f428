import mongoose from 'mongoose';
import { CATALOGUE_MESSAGES } from '@conecta/common';
import { BadRequestError } from './errors';

/** An ObjectId as 24 hex characters (what the API and the session carry). */
export const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/i;

export function isObjectIdHex(value: unknown): value is string {
  return typeof value === 'string' && OBJECT_ID_PATTERN.test(value);
}

/** A route's `:id` as an ObjectId, or 400 'Identificador inválido' (never a CastError deeper down). */
export function parseObjectId(value: string | undefined): mongoose.Types.ObjectId {
  if (!isObjectIdHex(value)) throw BadRequestError(CATALOGUE_MESSAGES.idInvalid);
  return new mongoose.Types.ObjectId(value);
}
