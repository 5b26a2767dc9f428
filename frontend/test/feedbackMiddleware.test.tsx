/**
 * Which mutation outcomes become which toasts (src/app/feedbackMiddleware.ts), through the app's
 * own store (makeStore) running real mutations. The server is the boundary: `fetch` is replaced
 * by a function that answers like it would, and the toasts are read from the jsdom page.
 */
import { after, before, beforeEach, describe, it } from 'mocha';
import { expect } from 'chai';
import { makeStore } from '../src/app/store';
import { jobsApi } from '../src/features/jobs/jobsApi';
import { authApi } from '../src/features/auth/authApi';
import { notificationsApi } from '../src/features/notifications/notificationsApi';
import { forgetToasts, mountToasts, takeToasts } from './toasts';
import { answers, fakeFetch, resetServer } from './fakeServer';

const realFetch = globalThis.fetch;
const realAlert = window.alert;
let alerts: string[] = [];

/** A marker toast dispatched after a silent outcome: being first on screen proves the silent one showed nothing. */
async function logoutToast(store: ReturnType<typeof makeStore>) {
  answers['POST /api/logout'] = { status: 204 };
  await store.dispatch(authApi.endpoints.logout.initiate());
}

describe('mutation feedback middleware', () => {
  before(() => {
    globalThis.fetch = fakeFetch as typeof fetch;
    // jsdom has no dialogs; the alert is the browser's, recorded here.
    window.alert = (message?: unknown) => void alerts.push(String(message));
    mountToasts();
  });
  after(() => {
    globalThis.fetch = realFetch;
    window.alert = realAlert;
  });
  beforeEach(async () => {
    resetServer({ 'GET /api/auth/user': { status: 200, body: { id: 'u1' } } });
    alerts = [];
    await forgetToasts();
  });

  it("shows the endpoint's success toast when a mutation succeeds", async () => {
    answers['POST /api/vagas/j1/apply'] = { status: 201, body: { id: 'a1' } };
    await makeStore().dispatch(jobsApi.endpoints.applyToJob.initiate('j1'));
    expect(await takeToasts(1)).to.deep.equal([
      {
        title: 'Candidatura enviada!',
        description: 'Sua candidatura foi enviada com sucesso. A empresa entrará em contato em breve.',
        variant: 'success',
      },
    ]);
  });

  it("shows the endpoint's error title with the server's message", async () => {
    answers['POST /api/vagas/j1/apply'] = { status: 400, body: { message: 'Esta vaga não aceita mais candidaturas' } };
    await makeStore().dispatch(jobsApi.endpoints.applyToJob.initiate('j1'));
    expect(await takeToasts(1)).to.deep.equal([
      { title: 'Erro na candidatura', description: 'Esta vaga não aceita mais candidaturas', variant: 'error' },
    ]);
  });

  it("shows the endpoint's fallback when the server sent no message", async () => {
    answers['POST /api/vagas/j1/apply'] = { status: 502 };
    await makeStore().dispatch(jobsApi.endpoints.applyToJob.initiate('j1'));
    expect(await takeToasts(1)).to.deep.equal([{ title: 'Erro na candidatura', description: 'Tente novamente mais tarde.', variant: 'error' }]);
  });

  it('without a fallback, describes the error by its status line', async () => {
    answers['POST /api/logout'] = { status: 503 };
    await makeStore().dispatch(authApi.endpoints.logout.initiate());
    const [toast] = await takeToasts(1);
    expect(toast).to.deep.equal({ title: 'Erro no logout', description: '503: Service Unavailable', variant: 'error' });
  });

  it('shows nothing for a status the screen handles itself (401 on apply)', async () => {
    const store = makeStore();
    answers['GET /api/auth/user'] = { status: 401 };
    const result = await store.dispatch(jobsApi.endpoints.applyToJob.initiate('j1'));
    expect(result.error).to.include({ status: 401 });
    await logoutToast(store);
    expect((await takeToasts(1)).map((t) => t.title)).to.deep.equal(['Logout realizado']);
  });

  it('alerts instead of toasting when the request never got an answer', async () => {
    const store = makeStore();
    answers['GET /api/auth/user'] = 'offline';
    await store.dispatch(jobsApi.endpoints.applyToJob.initiate('j1'));
    expect(alerts).to.deep.equal(['Erro de conexão. Verifique sua internet e tente novamente.']);
    await logoutToast(store);
    expect((await takeToasts(1)).map((t) => t.title)).to.deep.equal(['Logout realizado']);
  });

  it('shows nothing when the endpoint reports its errors itself (error: false)', async () => {
    const store = makeStore();
    answers['POST /api/notifications/read'] = { status: 500, body: { message: 'falhou' } };
    const result = await store.dispatch(notificationsApi.endpoints.markNotificationsRead.initiate());
    expect(result.error).to.include({ status: 500 });
    await logoutToast(store);
    expect((await takeToasts(1)).map((t) => t.title)).to.deep.equal(['Logout realizado']);
  });

  it('never toasts a failed read (queries are not mutations)', async () => {
    const store = makeStore();
    answers['GET /api/vagas/locations'] = { status: 500, body: { message: 'falhou' } };
    const result = await store.dispatch(jobsApi.endpoints.getJobLocations.initiate());
    expect(result.isError).to.equal(true);
    await logoutToast(store);
    expect((await takeToasts(1)).map((t) => t.title)).to.deep.equal(['Logout realizado']);
  });
});
