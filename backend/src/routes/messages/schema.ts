import Joi from 'joi';
import { CLIENT_ID_PATTERN, MESSAGE_LIMITS, MESSAGE_MESSAGES as M } from '@conecta/common';
import { body, text } from '../../lib/rules';
import { query } from '../../lib/listQuery';

const STRING_CODES = ['any.required', 'string.base', 'string.empty', 'string.min', 'string.max', 'string.pattern.base'];
const every = (codes: string[], message: string) => Object.fromEntries(codes.map((c) => [c, message]));

/** POST /api/messages (common SendMessagePayload): content trimmed, 1..2000; clientId optional idempotency key. */
export const sendMessageSchema = body({
  receiverId: Joi.string()
    .pattern(/^[0-9a-f]{24}$/i)
    .required()
    .messages(every(STRING_CODES, M.receiverInvalid)),
  content: text(1, MESSAGE_LIMITS.contentMax, M.contentEmpty, M.contentMax).required(),
  clientId: Joi.string().pattern(CLIENT_ID_PATTERN).messages(every(STRING_CODES, M.clientIdInvalid)),
});

/** GET /api/messages/:userId: `before` (message id or ISO date) and `limit` (1..50, default 50). */
export const messagePageSchema = query({
  before: Joi.string().trim().max(64).messages(every(STRING_CODES, M.beforeInvalid)),
  limit: Joi.number()
    .integer()
    .min(1)
    .max(MESSAGE_LIMITS.pageSize)
    .default(MESSAGE_LIMITS.pageSize)
    .messages(every(['number.base', 'number.integer', 'number.min', 'number.max', 'number.unsafe', 'number.infinity'], M.limitInvalid)),
});
