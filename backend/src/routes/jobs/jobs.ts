/**
 * Jobs (spec §2 Jobs, §7 GET /api/vagas, POST /api/vagas/{id}/apply). Only approved jobs are public;
 * only students and professionals apply (issue 25, common `canApply`).
 * Companies (and admins) publish and follow their own (issue 13): POST /, GET /mine, PATCH /:id,
 * POST /:id/close, GET /:id/applications, and the dashboard's GET /mine/figures. `/mine` is declared
 * before `/:id` so it is never an id.
 */
import Router from '@koa/router';
import type { JobInput } from '@conecta/common';
import { applySchema, jobInputSchema, jobListSchema, jobPatchSchema, recommendedSchema } from './schema';
import { validate } from '../../middleware/validate';
import { idParams } from '../../lib/rules';
import { onlyCandidates, requireCompany, requireUser } from '../../auth/guards';
import { approvedJob, jobLocations, jobPage, type CatalogueDeps } from '../../services/jobCatalogue';
import { recommendJobs } from '../../services/jobRecommendations';
import { apply, closeJob, editJob, jobApplicants, lifecycleDeps, ownJobFigures, ownJobs, submitJob, type LifecycleDeps } from '../../lifecycles/index';
import { sendPage } from '../../lib/listQuery';
import { currentUser, type AppContext, type AppState } from '../../lib/context';
import { doc } from '../../openapi/describe';
import { limitTextSearch } from '../../middleware/textSearchLimit';
import type { Limits } from '../../lib/limits';
import type { PublicAnswers } from '../../lib/publicAnswers';

/** Optional fields a PATCH may clear: sent as null or '', their validated value is absent, and they are stored as null. */
const CLEARABLE: readonly (keyof JobInput)[] = ['jobFunction', 'salaryMin', 'salaryMax'];

function clearedFields(ctx: AppContext, changes: Partial<JobInput>): Partial<JobInput> {
  const raw = (ctx.request.body ?? {}) as Record<string, unknown>;
  const cleared: Record<string, null> = {};
  for (const name of CLEARABLE) if ((raw[name] === null || raw[name] === '') && !(name in changes)) cleared[name] = null;
  return { ...changes, ...cleared };
}

export function jobsRouter(deps: CatalogueDeps & Omit<LifecycleDeps, 'log'> & { limits: Pick<Limits, 'search'>; answers: PublicAnswers }) {
  const router = new Router<AppState>({ prefix: '/api/vagas' });

  router.get('/', doc({ summary: 'Vagas aprovadas', ok: 'JobDTO[]', paged: true, errors: [429] }), validate({ query: jobListSchema }), limitTextSearch(deps.limits, 'q'), deps.answers.keep(['jobs']), async (ctx) => {
    sendPage(ctx, jobPage(ctx.state.input, deps));
  });

  router.post('/', doc({ summary: 'Publica uma vaga (pendente de aprovação; a de um administrador, ou a de uma empresa verificada se o site permitir, sai aprovada)', ok: 'OwnJobDTO' }), requireCompany, validate({ body: jobInputSchema }), async (ctx) => {
    ctx.status = 201;
    ctx.body = await submitJob(currentUser(ctx), ctx.state.input, lifecycleDeps(deps, ctx));
  });

  router.get('/locations', doc({ summary: 'Cidades com vagas', ok: 'string[]' }), deps.answers.keep(['jobs']), async (ctx: AppContext) => {
    sendPage(ctx, jobLocations(deps.search));
  });

  router.get('/recommended', doc({ summary: 'Vagas recomendadas ao perfil, com o porquê', ok: 'RecommendedJobDTO[]' }), requireUser, validate({ query: recommendedSchema }), async (ctx) => {
    ctx.body = recommendJobs(currentUser(ctx), ctx.state.input.limit, deps);
  });

  router.get('/mine', doc({ summary: 'Minhas vagas (qualquer status)', ok: 'OwnJobDTO[]' }), requireCompany, async (ctx: AppContext) => {
    ctx.body = await ownJobs(currentUser(ctx));
  });

  router.get('/mine/figures', doc({ summary: 'Números das minhas vagas (painel da empresa)', ok: 'OwnJobFiguresDTO' }), requireCompany, async (ctx: AppContext) => {
    ctx.body = await ownJobFigures(currentUser(ctx));
  });

  router.get('/:id', doc({ summary: 'Uma vaga aprovada', ok: 'JobDTO' }), validate({ params: idParams('id') }), async (ctx) => {
    ctx.body = await approvedJob(ctx.state.input.id);
  });

  router.patch('/:id', doc({ summary: 'Edita minha vaga (aprovada volta à moderação, salvo empresa verificada se o site permitir)', ok: 'OwnJobDTO', errors: [409] }), requireCompany, validate({ params: idParams('id'), body: jobPatchSchema }), async (ctx) => {
    const { id, ...changes } = ctx.state.input;
    ctx.body = await editJob(currentUser(ctx), id, clearedFields(ctx, changes), lifecycleDeps(deps, ctx));
  });

  router.post('/:id/close', doc({ summary: 'Encerra minha vaga', ok: 'OwnJobDTO', status: 200, errors: [409] }), requireCompany, validate({ params: idParams('id') }), async (ctx) => {
    ctx.body = await closeJob(currentUser(ctx), ctx.state.input.id, lifecycleDeps(deps, ctx));
  });

  router.get('/:id/applications', doc({ summary: 'Candidatos da minha vaga', ok: 'ApplicantDTO[]' }), requireCompany, validate({ params: idParams('id') }), async (ctx) => {
    ctx.body = await jobApplicants(currentUser(ctx), ctx.state.input.id);
  });

  router.post('/:id/apply', doc({ summary: 'Candidata-se à vaga (estudantes e profissionais)', ok: 'MyApplicationDTO', errors: [409] }), requireUser, onlyCandidates, validate({ params: idParams('id'), body: applySchema }), async (ctx) => {
    const { id: jobId, coverLetter = '' } = ctx.state.input;
    ctx.status = 201;
    ctx.body = await apply(currentUser(ctx), jobId, coverLetter, lifecycleDeps(deps, ctx));
  });

  return router;
}
