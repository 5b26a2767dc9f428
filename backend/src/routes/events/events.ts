/** Events (spec §2 Events, §7 GET /api/eventos): approved only; registration for signed-in users; submission by companies and admins. */
import Router from '@koa/router';
import type { EventInput } from '@conecta/common';
import { eventInputSchema, eventListSchema } from './schema';
import { validate, validateQuery } from '../../middleware/validate';
import { idParams } from '../../lib/rules';
import { requireCompany, requireUser } from '../../auth/guards';
import { publishEvent } from '../../services/contentPublisher';
import type { ModerationDeps } from '../../services/moderationQueue';
import { eventLocations, eventPage, type EventListInput } from '../../services/eventCatalogue';
import { registerForEvent } from '../../services/eventRegistrar';
import type { CatalogueDeps } from '../../services/jobCatalogue';
import { sendPage } from '../../lib/listQuery';
import { currentUser, input, type AppContext, type AppState, type IdInput } from '../../lib/context';
import { doc } from '../../openapi/describe';
import { limitTextSearch } from '../../middleware/textSearchLimit';
import type { Limits } from '../../lib/limits';

export function eventsRouter(deps: CatalogueDeps & ModerationDeps & { limits: Pick<Limits, 'search'> }) {
  const router = new Router<AppState>({ prefix: '/api/eventos' });

  router.get('/', doc({ summary: 'Eventos aprovados', ok: 'EventDTO[]', paged: true, errors: [429] }), validateQuery(eventListSchema), limitTextSearch(deps.limits, 'search'), async (ctx: AppContext) => {
    sendPage(ctx, eventPage(input<EventListInput>(ctx), deps));
  });

  // Pending until an admin approves (issue 13); an admin's own is published at once.
  router.post('/', doc({ summary: 'Envia um evento (pendente de aprovação; o de um administrador sai aprovado)', ok: 'OwnEventDTO' }), requireCompany, validate({ body: eventInputSchema }), async (ctx: AppContext) => {
    ctx.status = 201;
    ctx.body = await publishEvent(currentUser(ctx), input<EventInput>(ctx), { realtime: deps.realtime, producers: deps.producers, log: ctx.state.log });
  });

  router.get('/locations', doc({ summary: 'Cidades com eventos', ok: 'string[]' }), async (ctx: AppContext) => {
    sendPage(ctx, eventLocations(deps.search));
  });

  router.post('/:id/register', doc({ summary: 'Inscreve-se no evento', ok: 'RegistrationDTO', errors: [409] }), requireUser, validate({ params: idParams('id') }), async (ctx: AppContext) => {
    const eventId = input<IdInput>(ctx).id;
    ctx.status = 201;
    ctx.body = await registerForEvent(currentUser(ctx), eventId, { log: ctx.state.log });
  });

  return router;
}
