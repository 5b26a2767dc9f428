/** Jobs (spec §2 Jobs, §7 GET /api/vagas, POST /api/vagas/{id}/apply). Only approved jobs are public. */
import Router from '@koa/router';
import { CATALOGUE_MESSAGES, type ApplyPayload } from '@conecta/common';
import { applySchema, jobListSchema, recommendedSchema } from './schema';
import { validate, validateQuery } from '../../middleware/validate';
import { idParams } from '../../lib/rules';
import { requireUser } from '../../auth/guards';
import { Job } from '../../models/job';
import { presentJob } from '../../presenters/job';
import { jobLocations, jobPage, recommendJobs, type CatalogueDeps, type JobListInput } from '../../services/jobCatalogue';
import { submitApplication } from '../../services/applicationSubmitter';
import { sendPage } from '../../lib/listQuery';
import { NotFoundError } from '../../lib/errors';
import { currentUser, input, type AppContext, type AppState, type IdInput } from '../../lib/context';
import { doc } from '../../openapi/describe';

export function jobsRouter(deps: CatalogueDeps) {
  const router = new Router<AppState>({ prefix: '/api/vagas' });

  router.get('/', doc({ summary: 'Vagas aprovadas', ok: 'JobDTO[]', paged: true }), validateQuery(jobListSchema), async (ctx: AppContext) => {
    sendPage(ctx, jobPage(input<JobListInput>(ctx), deps));
  });

  router.get('/locations', doc({ summary: 'Cidades com vagas', ok: 'string[]' }), async (ctx: AppContext) => {
    sendPage(ctx, jobLocations(deps.search));
  });

  router.get('/recommended', doc({ summary: 'Vagas recomendadas ao perfil', ok: 'JobDTO[]' }), requireUser, validateQuery(recommendedSchema), async (ctx: AppContext) => {
    ctx.body = recommendJobs(currentUser(ctx), input<{ limit: number }>(ctx).limit, deps);
  });

  router.get('/:id', doc({ summary: 'Uma vaga aprovada', ok: 'JobDTO' }), validate({ params: idParams('id') }), async (ctx: AppContext) => {
    const job = await Job.findOne({ _id: input<IdInput>(ctx).id, status: 'approved' });
    if (!job) throw NotFoundError(CATALOGUE_MESSAGES.jobNotFound);
    ctx.body = presentJob(job);
  });

  router.post('/:id/apply', doc({ summary: 'Candidata-se à vaga', ok: 'ApplicationDTO', errors: [409] }), requireUser, validate({ params: idParams('id'), body: applySchema }), async (ctx: AppContext) => {
    const { id: jobId, coverLetter = '' } = input<ApplyPayload & IdInput>(ctx);
    ctx.status = 201;
    ctx.body = await submitApplication(currentUser(ctx), jobId, coverLetter, { log: ctx.state.log });
  });

  return router;
}
