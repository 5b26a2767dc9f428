/**
 * Signing a tab out (src/features/auth/sessionEnd.ts, session.ts, app/sessionEndMiddleware.ts)
 * through the app's own store and its session hook, rendered with React DOM into the jsdom page.
 * The server is the boundary: `fetch` answers as it would, and the logout's answer can be held.
 *
 * What broke in the browser (an e2e run, 'registers a new account, logs out and logs in again'):
 * a read answered 401 while the tab's own logout was on its way; the middleware took it for a
 * session ended elsewhere and reset the cache, which aborted the logout, whose failure path reset
 * it again. After two resets in a row the session hook had lost its subscription for good, and
 * the shell showed 'Carregando...' until the test gave up.
 */
import { after, afterEach, before, beforeEach, describe, it } from 'mocha';
import { expect } from 'chai';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import type { UserDTO } from '@conecta/common';
import { makeStore, type AppStore } from '../src/app/store';
import { api } from '../src/api/api';
import { authApi } from '../src/features/auth/authApi';
import { accountApi } from '../src/features/auth/accountApi';
import { notificationsApi } from '../src/features/notifications/notificationsApi';
import { useCurrentUser } from '../src/features/auth/session';
import { dismissSessionEnd, endSessionHere, sessionEndShown } from '../src/features/auth/sessionEnd';
import { waitFor } from './waitFor';
import { answers, asked, fakeFetch, resetServer } from './fakeServer';

const realFetch = globalThis.fetch;

/** An answer the test gives when it chooses to. */
function held(): { answer: Promise<{ status: number }>; release(status: number): void } {
  let release!: (value: { status: number }) => void;
  const answer = new Promise<{ status: number }>((resolve) => (release = resolve));
  return { answer, release: (status) => release({ status }) };
}

const person = { id: 'u1', firstName: 'Mariana', lastName: 'Oliveira', email: 'mariana@example.com' } as UserDTO;

/** The shell's question, as AppLayout asks it: loading, someone, or nobody. */
function Shell() {
  const { user, isLoading } = useCurrentUser();
  return <p>{isLoading ? 'Carregando...' : (user?.firstName ?? 'visitante')}</p>;
}

const mounted: { root: Root; container: HTMLElement }[] = [];

function mount(store: AppStore): { text: () => string } {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted.push({ root, container });
  act(() => root.render(<Provider store={store}><Shell /></Provider>));
  return { text: () => container.textContent ?? '' };
}

describe('signing a tab out', () => {
  before(() => {
    globalThis.fetch = fakeFetch as typeof fetch;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  after(() => {
    globalThis.fetch = realFetch;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  beforeEach(() => {
    resetServer({ 'GET /api/user': { status: 200, body: person } });
    dismissSessionEnd();
  });
  afterEach(() => {
    for (const { root, container } of mounted.splice(0)) {
      act(() => root.unmount());
      container.remove();
    }
  });

  it("a read answered 401 while this tab's own logout is on its way does not end the session; the logout does", async () => {
    const store = makeStore();
    store.dispatch(authApi.util.upsertQueryData('getCurrentUser', undefined, person));
    const logout = held();
    answers['POST /api/logout'] = logout.answer;
    answers['GET /api/notifications'] = { status: 401, body: { message: 'Não autenticado' } };

    const signingOut = store.dispatch(authApi.endpoints.logout.initiate());
    await waitFor(() => asked.includes('POST /api/logout'), 'the logout to be sent');
    const read = await store.dispatch(notificationsApi.endpoints.getNotifications.initiate(undefined, { subscribe: false }));
    expect(read.isError).to.equal(true);
    expect(sessionEndShown(), 'no "session ended" explanation').to.equal(null);
    expect(authApi.endpoints.getCurrentUser.select()(store.getState()).data?.id, 'still signed in until the logout answers').to.equal('u1');

    logout.release(204);
    const result = await signingOut;
    expect('error' in result, 'the logout was not aborted').to.equal(false);
  });

  it('a 401 with nobody signing out still ends the session here, with its reason', async () => {
    const store = makeStore();
    store.dispatch(authApi.util.upsertQueryData('getCurrentUser', undefined, person));
    answers['GET /api/notifications'] = { status: 401, body: { message: 'Não autenticado' } };
    await store.dispatch(notificationsApi.endpoints.getNotifications.initiate(undefined, { subscribe: false }));
    expect(sessionEndShown()).to.equal('expired');
    expect(authApi.endpoints.getCurrentUser.select()(store.getState()).data).to.equal(null);
  });

  it('a session ended twice in a row leaves the shell subscribed: a sign-in and a later change of the person still show', async () => {
    const store = makeStore();
    const view = mount(store);
    await act(() => waitFor(() => view.text() === 'Mariana', 'the person to show'));

    // The socket's word and a 401 racing it, each drawn before the next.
    act(() => endSessionHere(store.dispatch, 'suspended'));
    act(() => endSessionHere(store.dispatch, 'expired'));
    expect(view.text()).to.equal('visitante');
    expect(sessionEndShown(), 'the first reason stays').to.equal('suspended');

    answers['POST /api/login'] = { status: 200, body: person };
    await act(async () => {
      await store.dispatch(accountApi.endpoints.login.initiate({ email: person.email, password: 'senha123' }));
    });
    await act(() => waitFor(() => view.text() === 'Mariana', 'the signed-in person to show'));

    // A profile save invalidates the person: a subscribed hook reads it again; one that lost its
    // subscription would have its entry dropped instead, and wait on 'Carregando...' for good.
    answers['GET /api/user'] = { status: 200, body: { ...person, firstName: 'Mari' } };
    act(() => store.dispatch(api.util.invalidateTags([{ type: 'User', id: 'ME' }])));
    await act(() => waitFor(() => view.text() === 'Mari', 'the changed person to show'));
  });
});
