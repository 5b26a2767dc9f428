import mongoose from 'mongoose';
import { CATALOGUE_MESSAGES } from '@conecta/common';
import { BadRequestError } from './errors';

const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** A route's `:id` as an ObjectId, or 400 'Identificador inválido' (never a CastError deeper down). */
export function parseObjectId(value: string | undefined): mongoose.Types.ObjectId {
  if (!value || !OBJECT_ID.test(value)) throw BadRequestError(CATALOGUE_MESSAGES.idInvalid);
  return new mongoose.Types.ObjectId(value);
}
