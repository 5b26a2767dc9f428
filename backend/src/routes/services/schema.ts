import type Joi from 'joi';
import type mongoose from 'mongoose';
import { SERVICE_INPUT_RULES, SERVICE_LIST_QUERY_RULES, SERVICE_UPDATE_RULES, text, SERVICE_MESSAGES, type ServiceInput } from '@conecta/common';
import { idParams, joiField, joiRules, queryRules } from '../../lib/rules';

/** GET /api/servicos (common ServiceQuery). */
export const serviceListSchema = queryRules(SERVICE_LIST_QUERY_RULES);

/** POST /api/servicos (common ServiceInput). */
export const serviceInputSchema = joiRules<ServiceInput>(SERVICE_INPUT_RULES);

/** PATCH /api/servicos/:id: any subset. */
export const servicePatchSchema = joiRules<Partial<ServiceInput>>(SERVICE_UPDATE_RULES);

/** DELETE /api/servicos/:id/photos/:photoId: the photo's id is the random part of its storage key. */
export const photoParams = (idParams('id') as Joi.ObjectSchema).keys({
  photoId: joiField(text({ trim: false, pattern: /^[0-9a-f]{32}$/, message: SERVICE_MESSAGES.photoNotFound })),
}) as Joi.ObjectSchema<{ id: mongoose.Types.ObjectId; photoId: string }>;
