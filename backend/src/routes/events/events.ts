/** Events (spec §2 Events, §7 GET /api/eventos): approved only; registration for signed-in users; submission by companies and admins. */
import Router from '@koa/router';
import { eventInputSchema, eventListSchema } from './schema';
import { validate } from '../../middleware/validate';
import { idParams } from '../../lib/rules';
import { requireCompany, requireUser } from '../../auth/guards';
import { lifecycleDeps, submitEvent, type LifecycleDeps } from '../../lifecycles/index';
import { eventLocations, eventPage } from '../../services/eventCatalogue';
import { registerForEvent } from '../../services/eventRegistrar';
import { ownEvents } from '../../services/ownContent';
import type { CatalogueDeps } from '../../services/jobCatalogue';
import { sendPage } from '../../lib/listQuery';
import { currentUser, type AppContext, type AppState } from '../../lib/context';
import { doc } from '../../openapi/describe';
import { limitTextSearch } from '../../middleware/textSearchLimit';
import type { Limits } from '../../lib/limits';
import type { PublicAnswers } from '../../lib/publicAnswers';

export function eventsRouter(deps: CatalogueDeps & Omit<LifecycleDeps, 'log'> & { limits: Pick<Limits, 'search'>; answers: PublicAnswers }) {
  const router = new Router<AppState>({ prefix: '/api/eventos' });

  router.get('/', doc({ summary: 'Eventos aprovados', ok: 'EventDTO[]', paged: true, errors: [429] }), validate({ query: eventListSchema }), limitTextSearch(deps.limits, 'search'), deps.answers.keep(['events']), async (ctx) => {
    sendPage(ctx, eventPage(ctx.state.input, deps));
  });

  // Pending until an admin approves (issue 13); an admin's own is published at once.
  router.post('/', doc({ summary: 'Envia um evento (pendente de aprovação; o de um administrador sai aprovado)', ok: 'OwnEventDTO' }), requireCompany, validate({ body: eventInputSchema }), async (ctx) => {
    ctx.status = 201;
    ctx.body = await submitEvent(currentUser(ctx), ctx.state.input, lifecycleDeps(deps, ctx));
  });

  router.get('/mine', doc({ summary: 'Eventos que enviei, com o status de cada um', ok: 'OwnEventDTO[]' }), requireCompany, async (ctx: AppContext) => {
    ctx.body = await ownEvents(currentUser(ctx)._id);
  });

  router.get('/locations', doc({ summary: 'Cidades com eventos', ok: 'string[]' }), deps.answers.keep(['events']), async (ctx: AppContext) => {
    sendPage(ctx, eventLocations(deps.search));
  });

  router.post('/:id/register', doc({ summary: 'Inscreve-se no evento', ok: 'RegistrationDTO', errors: [409] }), requireUser, validate({ params: idParams('id') }), async (ctx) => {
    const eventId = ctx.state.input.id;
    ctx.status = 201;
    ctx.body = await registerForEvent(currentUser(ctx), eventId, { log: ctx.state.log });
  });

  return router;
}
