import Joi from 'joi';
import { MESSAGE_LIMITS, MESSAGE_MESSAGES as M, SEND_MESSAGE_RULES } from '@conecta/common';
import { joiRules } from '../../lib/rules';
import type { PageInput, SendInput } from '../../services/messaging';
import { every, query } from '../../lib/listQuery';

const STRING_CODES = ['any.required', 'string.base', 'string.empty', 'string.min', 'string.max', 'string.pattern.base'];

/** POST /api/messages (common SendMessagePayload and SEND_MESSAGE_RULES). */
export const sendMessageSchema = joiRules<SendInput>(SEND_MESSAGE_RULES);

/** GET /api/messages/:userId: `before` (message id or ISO date) and `limit` (1..50, default 50). */
export const messagePageSchema = query<PageInput>({
  before: Joi.string().trim().max(64).messages(every(STRING_CODES, M.beforeInvalid)),
  limit: Joi.number()
    .integer()
    .min(1)
    .max(MESSAGE_LIMITS.pageSize)
    .default(MESSAGE_LIMITS.pageSize)
    .messages(every(['number.base', 'number.integer', 'number.min', 'number.max', 'number.unsafe', 'number.infinity'], M.limitInvalid)),
});
