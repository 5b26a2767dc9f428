import { MESSAGE_PAGE_QUERY_RULES, SEND_MESSAGE_RULES } from '@conecta/common';
import { joiRules, queryRules } from '../../lib/rules';
import type { SendInput } from '../../services/messaging';

/** POST /api/messages (common SendMessagePayload and SEND_MESSAGE_RULES). */
export const sendMessageSchema = joiRules<SendInput>(SEND_MESSAGE_RULES);

/** GET /api/messages/:userId: `before` (message id or ISO date) and `limit` (1..50, default 50). */
export const messagePageSchema = queryRules(MESSAGE_PAGE_QUERY_RULES);
