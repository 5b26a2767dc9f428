/**
 * The realtime pushes' effect on the RTK Query cache (realtime/socket.ts hands each event to
 * these helpers): the app's own store (makeStore), its cache filled with upsertQueryData as a
 * fetch would have, a subscription held as a mounted screen would, then the push applied.
 * Nothing is fetched unless a helper asks for a refetch, which the fake fetch records.
 */
import { after, before, beforeEach, describe, it } from 'mocha';
import { expect } from 'chai';
import type { ApplicantDTO, ConversationSummaryDTO, MessageDTO, NotificationDTO, OwnJobDTO } from '@conecta/common';
import { makeStore } from '../src/app/store';
import { addPushedNotification, notificationsApi } from '../src/features/notifications/notificationsApi';
import { applyNewMessage, applyRead, applyUnread, messagesApi } from '../src/features/messages/messagesApi';
import { applyJobStatus, applyNewApplicant } from '../src/features/publishing/realtime';
import { publishingApi } from '../src/features/publishing/publishingApi';
import { forgetToasts, mountToasts, takeToasts } from './toasts';
import { waitFor } from './waitFor';

const ME = 'me';
const ANA = 'ana';

const realFetch = globalThis.fetch;
let fetched: string[] = [];

function notification(id: string, read = false): NotificationDTO {
  return { id, userId: ME, kind: 'contact-received', title: `n${id}`, body: '', link: null, read, createdAt: '2025-01-01T00:00:00Z' } as NotificationDTO;
}
function message(id: string, senderId: string, receiverId: string, createdAt = '2025-01-02T00:00:00Z', clientId = `c-${id}`): MessageDTO {
  return { id, senderId, receiverId, content: `texto ${id}`, createdAt, readAt: null, clientId };
}
function conversation(userId: string, lastMessageDate = '2025-01-01T00:00:00Z'): ConversationSummaryDTO {
  return { userId, userName: userId, userImage: null, lastMessage: 'antes', lastMessageDate, unreadCount: 0 };
}

describe('realtime push helpers', () => {
  before(() => {
    // Only a refetch a helper asks for reaches the "server": recorded, answered with an empty list.
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      fetched.push(new URL((input as Request).url).pathname);
      return new Response('[]', { status: 200 });
    }) as typeof fetch;
  });
  after(() => {
    globalThis.fetch = realFetch;
  });
  beforeEach(() => {
    fetched = [];
  });

  describe('notification:new (addPushedNotification)', () => {
    async function bellWith(items: NotificationDTO[], unreadCount: number) {
      const store = makeStore();
      await store.dispatch(notificationsApi.util.upsertQueryData('getNotifications', undefined, { items, unreadCount }));
      const push = (n: NotificationDTO) =>
        store.dispatch(notificationsApi.util.updateQueryData('getNotifications', undefined, (draft) => addPushedNotification(draft, n)));
      const bell = () => notificationsApi.endpoints.getNotifications.select()(store.getState()).data!;
      return { push, bell };
    }

    it('puts an unread notification on top and counts it', async () => {
      const { push, bell } = await bellWith([notification('1', true)], 0);
      push(notification('2'));
      expect(bell().items.map((n) => n.id)).to.deep.equal(['2', '1']);
      expect(bell().unreadCount).to.equal(1);
    });

    it('adds a pushed notification once, however often it is delivered (a reconnect repeats it)', async () => {
      const { push, bell } = await bellWith([], 0);
      push(notification('2'));
      push(notification('2'));
      expect(bell().items).to.have.length(1);
      expect(bell().unreadCount).to.equal(1);
    });

    it('does not count a notification that is already read', async () => {
      const { push, bell } = await bellWith([], 3);
      push(notification('2', true));
      expect(bell().unreadCount).to.equal(3);
    });

    it('keeps the list at the 20 the server sends', async () => {
      const { push, bell } = await bellWith(Array.from({ length: 20 }, (_, i) => notification(`old${i}`, true)), 0);
      push(notification('new'));
      expect(bell().items).to.have.length(20);
      expect(bell().items[0]!.id).to.equal('new');
      expect(bell().items.at(-1)!.id).to.equal('old18');
    });
  });

  describe('messages', () => {
    async function inbox(conversations: ConversationSummaryDTO[], thread: MessageDTO[]) {
      const store = makeStore();
      await store.dispatch(messagesApi.util.upsertQueryData('getConversations', undefined, conversations));
      // Held like the open conversation list does, so an invalidation refetches instead of dropping it.
      store.dispatch(messagesApi.endpoints.getConversations.initiate());
      await store.dispatch(messagesApi.util.upsertQueryData('getMessages', ANA, { pages: [thread], pageParams: [null] }));
      const list = () => messagesApi.endpoints.getConversations.select()(store.getState()).data!;
      const pages = () => messagesApi.endpoints.getMessages.select(ANA)(store.getState()).data!.pages;
      return { store, list, pages };
    }

    it('message:new appends to the thread and moves its conversation to the top', async () => {
      const { store, list, pages } = await inbox([conversation('bia'), conversation(ANA)], [message('1', ME, ANA, '2025-01-01T00:00:00Z')]);
      applyNewMessage(store.dispatch, message('2', ANA, ME));
      expect(pages()[0]!.map((m) => m.id)).to.deep.equal(['1', '2']);
      expect(list().map((c) => c.userId)).to.deep.equal([ANA, 'bia']);
      expect(list()[0]).to.include({ lastMessage: 'texto 2', lastMessageDate: '2025-01-02T00:00:00Z' });
      expect(fetched).to.deep.equal([]);
    });

    it('message:new of my own send is not added twice (same id, or same clientId as the optimistic copy)', async () => {
      const { store, pages } = await inbox([conversation(ANA)], [message('tmp', ME, ANA, '2025-01-01T00:00:00Z', 'client-7')]);
      applyNewMessage(store.dispatch, message('real', ME, ANA, '2025-01-02T00:00:00Z', 'client-7'));
      applyNewMessage(store.dispatch, message('tmp', ME, ANA));
      expect(pages()[0]!.map((m) => m.id)).to.deep.equal(['tmp']);
    });

    it('a late message:new does not move an older message over a newer last one', async () => {
      const { store, list } = await inbox([conversation('bia'), conversation(ANA, '2025-02-01T00:00:00Z')], []);
      applyNewMessage(store.dispatch, message('old', ANA, ME, '2025-01-15T00:00:00Z'));
      expect(list().map((c) => c.userId)).to.deep.equal(['bia', ANA]);
      expect(list()[1]!.lastMessage).to.equal('antes');
    });

    it('message:new from someone not listed refetches the conversation list', async () => {
      const { store } = await inbox([conversation('bia')], []);
      applyNewMessage(store.dispatch, message('1', 'carla', ME));
      await waitFor(() => fetched.length > 0, 'the refetch');
      expect(fetched).to.deep.equal(['/api/messages/conversations']);
    });

    it("unread:updated sets the header's total and each conversation's badge", async () => {
      const { store, list } = await inbox([conversation('bia'), conversation(ANA)], []);
      store.dispatch(messagesApi.util.updateQueryData('getConversations', undefined, (draft) => void (draft[0]!.unreadCount = 4)));
      applyUnread(store.dispatch, { total: 2, byUser: { [ANA]: 2 } });
      // The summary is an upsert, which lands a tick after the dispatch.
      const unread = await waitFor(() => messagesApi.endpoints.getUnread.select()(store.getState()).data, 'the unread summary');
      expect(unread).to.deep.equal({ total: 2, byUser: { [ANA]: 2 } });
      expect(list().map((c) => [c.userId, c.unreadCount])).to.deep.equal([
        ['bia', 0],
        [ANA, 2],
      ]);
    });

    it('message:read marks my messages to the reader as read, not theirs to me', async () => {
      const { store, pages } = await inbox([conversation(ANA)], [message('mine', ME, ANA), message('theirs', ANA, ME)]);
      applyRead(store.dispatch, { byUserId: ANA, conversationWith: ME, readAt: '2025-03-01T00:00:00Z' });
      expect(pages()[0]!.map((m) => [m.id, m.readAt])).to.deep.equal([
        ['mine', '2025-03-01T00:00:00Z'],
        ['theirs', null],
      ]);
    });
  });

  describe('publishing', () => {
    before(() => mountToasts());
    beforeEach(() => forgetToasts());

    function ownJob(id: string, fields: Partial<OwnJobDTO> = {}): OwnJobDTO {
      return { id, title: `Vaga ${id}`, status: 'pending', applicationsCount: 0, ...fields } as OwnJobDTO;
    }
    function applicant(id: string): ApplicantDTO {
      return { id, jobId: 'j1', userId: `u-${id}`, name: 'Bruno' } as ApplicantDTO;
    }
    async function company(jobs: OwnJobDTO[], applicants: ApplicantDTO[]) {
      const store = makeStore();
      await store.dispatch(publishingApi.util.upsertQueryData('getMyJobs', undefined, jobs));
      // 'Minhas vagas' keeps nothing unused (keepUnusedDataFor: 0): held here like the open screen holds it.
      store.dispatch(publishingApi.endpoints.getMyJobs.initiate());
      await store.dispatch(publishingApi.util.upsertQueryData('getJobApplicants', 'j1', applicants));
      store.dispatch(publishingApi.endpoints.getJobApplicants.initiate('j1'));
      const jobs_ = () => publishingApi.endpoints.getMyJobs.select()(store.getState()).data!;
      const applicants_ = () => publishingApi.endpoints.getJobApplicants.select('j1')(store.getState()).data!;
      return { store, jobs: jobs_, applicants: applicants_ };
    }

    it('job:status replaces the job in Minhas vagas, or adds it on top', async () => {
      const { store, jobs } = await company([ownJob('j1'), ownJob('j2')], []);
      applyJobStatus(store.dispatch, ownJob('j2', { status: 'approved' }));
      applyJobStatus(store.dispatch, ownJob('j3'));
      expect(jobs().map((j) => [j.id, j.status])).to.deep.equal([
        ['j3', 'pending'],
        ['j1', 'pending'],
        ['j2', 'approved'],
      ]);
      expect(fetched).to.deep.equal([]);
    });

    it('application:new lists the applicant once, counts them once, and toasts with the job title', async () => {
      const { store, jobs, applicants } = await company([ownJob('j1', { title: 'Eletricista' })], []);
      applyNewApplicant(store.dispatch, applicant('a1'));
      applyNewApplicant(store.dispatch, applicant('a1'));
      expect(applicants().map((a) => a.id)).to.deep.equal(['a1']);
      expect(jobs()[0]!.applicationsCount).to.equal(1);
      // The repeat has the same words within 10 s: one toast (showToastOnce).
      expect(await takeToasts(1)).to.deep.equal([
        { title: 'Nova candidatura', description: 'Bruno se candidatou à vaga Eletricista', variant: 'info' },
      ]);
    });
  });
});
