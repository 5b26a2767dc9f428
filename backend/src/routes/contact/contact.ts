/** POST /api/contact (spec §2 Contact, §5 Contact rules). */
import Router from '@koa/router';
import type { ContactResponse } from '@conecta/common';
import { contactSchema } from './schema';
import { validate } from '../../middleware/validate';
import { loadSessionUser } from '../../auth/guards';
import { submitContact } from '../../services/contactSubmitter';
import { type AppState } from '../../lib/context';
import type { Limits } from '../../lib/limits';
import type { Producers } from '../../queues/producers';
import { doc } from '../../openapi/describe';

export function contactRouter(producers: Producers, limits: Limits) {
  const router = new Router<AppState>({ prefix: '/api' });

  router.post('/contact', doc({ summary: 'Envia uma mensagem à equipe', ok: 'ContactResponse', errors: [429] }), validate({ body: contactSchema }), async (ctx) => {
    // Counted after validation: a typo must not use up the sender's quota.
    await limits.contact(ctx.ip);
    const user = await loadSessionUser(ctx);
    const id = await submitContact(
      ctx.state.input,
      { userId: user?._id.toString() ?? null, ip: ctx.ip },
      producers,
      ctx.state.log,
    );
    ctx.status = 201;
    ctx.body = { id, message: 'Recebemos sua mensagem e entraremos em contato em breve.' } satisfies ContactResponse;
  });

  return router;
}
