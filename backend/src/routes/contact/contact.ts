/** POST /api/contact (spec §2 Contact, §5 Contact rules). */
import Router from '@koa/router';
import type { Next } from 'koa';
import type { ContactPayload, ContactResponse } from '@conecta/common';
import { contactSchema } from './schema';
import { validateBody } from '../../middleware/validate';
import { loadSessionUser } from '../../auth/guards';
import { submitContact } from '../../services/contactSubmitter';
import { TooManyRequestsError } from '../../lib/errors';
import { input, type AppContext, type AppState } from '../../lib/context';
import type { RateLimiter } from '../../lib/rateLimit';
import type { Producers } from '../../queues/producers';
import { doc } from '../../openapi/describe';

const HOUR = 3600;

export function contactRouter(producers: Producers, limiter: RateLimiter, maxPerHour: number) {
  const router = new Router<AppState>({ prefix: '/api' });

  // Counted after validation: a typo must not use up the sender's quota.
  const limitPerAddress = async (ctx: AppContext, next: Next) => {
    if ((await limiter.hit(`contact:${ctx.ip}`, HOUR)) > maxPerHour) {
      throw TooManyRequestsError('Você enviou muitas mensagens. Tente novamente mais tarde.');
    }
    await next();
  };

  router.post('/contact', doc({ summary: 'Envia uma mensagem à equipe', ok: 'ContactResponse', errors: [429] }), validateBody(contactSchema), limitPerAddress, async (ctx: AppContext) => {
    const user = await loadSessionUser(ctx);
    const id = await submitContact(
      input<ContactPayload>(ctx),
      { userId: user?._id.toString() ?? null, ip: ctx.ip },
      producers,
      ctx.state.log,
    );
    ctx.status = 201;
    ctx.body = { id, message: 'Recebemos sua mensagem e entraremos em contato em breve.' } satisfies ContactResponse;
  });

  return router;
}
