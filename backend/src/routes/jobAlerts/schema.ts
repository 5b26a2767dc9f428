/** Job alerts' inputs (issue 26; common JOB_ALERT_*_RULES). */
import { JOB_ALERT_CREATE_RULES, JOB_ALERT_UNSUBSCRIBE_RULES, JOB_ALERT_UPDATE_RULES, JOB_ALERT_VISITOR_RULES, type InputOf } from '@conecta/common';
import { joiRules, queryRules } from '../../lib/rules';

export const alertCreateSchema = joiRules<InputOf<typeof JOB_ALERT_CREATE_RULES>>(JOB_ALERT_CREATE_RULES);
export const alertUpdateSchema = joiRules<InputOf<typeof JOB_ALERT_UPDATE_RULES>>(JOB_ALERT_UPDATE_RULES);
/** Both e-mails' links carry the same kind of token (the alert's id and an HMAC). */
export const tokenQuerySchema = queryRules(JOB_ALERT_UNSUBSCRIBE_RULES);
export const visitorAlertSchema = joiRules<InputOf<typeof JOB_ALERT_VISITOR_RULES>>(JOB_ALERT_VISITOR_RULES);
