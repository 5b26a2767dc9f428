import { expect } from 'chai';
import { CATALOGUE_MESSAGES as M, MESSAGES, TOTAL_COUNT_HEADER, type EventDTO } from '@conecta/common';
import { EventModel } from '../src/models/event';
import { Registration } from '../src/models/registration';
import { signedInClient, startTestServer, type TestServer } from './support';
import { buildEvent, daysFromNow } from './catalogueFactories';

const EVENT_FIELDS = [
  'id', 'title', 'organizer', 'description', 'imageUrl', 'eventType', 'energyArea', 'eventDate', 'location',
  'maxAttendees', 'currentAttendees', 'rating', 'totalRatings',
].sort();

type Key = 'forum' | 'webinar' | 'feira' | 'encontro' | 'biogas' | 'pending';

describe('events', () => {
  let server: TestServer;
  const ids = {} as Record<Key, string>;
  const list = (query = '') => server.client().get<EventDTO[]>(`/api/eventos${query}`);
  const keysOf = (items: EventDTO[]) => items.map((e) => (Object.keys(ids) as Key[]).find((k) => ids[k] === e.id) ?? e.id);

  before(async () => {
    server = await startTestServer('events');
    const rows: Record<Key, Record<string, unknown>> = {
      forum: { title: 'Fórum Nordeste de Energia Solar', organizer: 'Solaris Energia', eventType: 'presencial', energyArea: 'solar', location: 'Fortaleza - CE', eventDate: daysFromNow(5) },
      webinar: { title: 'Webinar: Repotenciação Eólica', eventType: 'online', energyArea: 'eólica', location: 'Online', eventDate: daysFromNow(2) },
      feira: { title: 'Feira de Eficiência Energética', organizer: 'GeraMais', eventType: 'híbrido', energyArea: 'solar', location: 'Expo Center Norte - São Paulo - SP', eventDate: daysFromNow(20) },
      encontro: { title: 'Encontro de Técnicos Eólicos', eventType: 'presencial', energyArea: 'eólica', location: 'Natal - RN', eventDate: daysFromNow(-10) },
      biogas: { title: 'Webinar Biogás no Campo', eventType: 'online', energyArea: 'biomassa', location: 'Online', eventDate: daysFromNow(-3) },
      pending: { title: 'Evento Pendente Solar', eventType: 'presencial', energyArea: 'solar', location: 'Manaus - AM', eventDate: daysFromNow(7), status: 'pending' },
    };
    for (const [key, row] of Object.entries(rows)) ids[key as Key] = (await buildEvent(row)).id;
  });
  after(async () => {
    await server.stop();
  });

  describe('GET /api/eventos', () => {
    it('lists every approved event, latest date first, by pages of 12, with the total', async () => {
      const res = await list();
      expect(res.status).to.equal(200);
      expect(keysOf(res.body)).to.deep.equal(['feira', 'forum', 'webinar', 'biogas', 'encontro']);
      expect(res.headers.get(TOTAL_COUNT_HEADER)).to.equal('5');
      expect(Object.keys(res.body[0]!).sort()).to.deep.equal(EVENT_FIELDS);
      expect(res.text).not.to.match(/"(_id|__v|status|createdAt)"/);
    });

    it('lists upcoming events soonest first with when=upcoming (the strip and the home tab)', async () => {
      const res = await list('?when=upcoming&limit=3');
      expect(keysOf(res.body)).to.deep.equal(['webinar', 'forum', 'feira']);
      expect(res.headers.get(TOTAL_COUNT_HEADER)).to.equal('3');
      expect(keysOf((await list('?when=upcoming&limit=2')).body)).to.deep.equal(['webinar', 'forum']);
    });

    const single: Array<[string, string, Key[]]> = [
      ['eventType', 'eventType=online', ['webinar', 'biogas']],
      ['energyArea', `energyArea=${encodeURIComponent('eólica')}`, ['webinar', 'encontro']],
      ['location', 'location=Online', ['webinar', 'biogas']],
    ];
    for (const [name, query, expected] of single) {
      it(`filters by ${name}`, async () => {
        const res = await list(`?${query}`);
        expect(keysOf(res.body)).to.deep.equal(expected);
        expect(res.headers.get(TOTAL_COUNT_HEADER)).to.equal(String(expected.length));
      });
    }

    it('combines filters, with when=upcoming too', async () => {
      expect(keysOf((await list(`?eventType=online&energyArea=${encodeURIComponent('eólica')}`)).body)).to.deep.equal(['webinar']);
      expect(keysOf((await list('?when=upcoming&energyArea=solar')).body)).to.deep.equal(['forum', 'feira']);
      expect((await list('?when=upcoming&energyArea=biomassa')).body).to.deep.equal([]);
      expect((await list('?eventType=&energyArea=Todas')).body).to.have.length(5);
    });

    it('pages with offset (page × 12 in the UI)', async () => {
      const res = await list('?limit=2&offset=2');
      expect(keysOf(res.body)).to.deep.equal(['webinar', 'biogas']);
      expect(res.headers.get(TOTAL_COUNT_HEADER)).to.equal('5');
      expect((await list('?offset=12')).body).to.deep.equal([]);
    });

    describe('search', () => {
      const search = (text: string, extra = '') => list(`?search=${encodeURIComponent(text)}${extra}`);

      it('matches title, organizer and location, accent- and case-insensitively, in date order', async () => {
        expect(keysOf((await search('eolica')).body)).to.deep.equal(['webinar', 'encontro']);
        expect(keysOf((await search('SAO PAULO')).body)).to.deep.equal(['feira']);
        expect(keysOf((await search('solaris')).body)).to.deep.equal(['forum']);
        expect(keysOf((await search('webinar')).body)).to.deep.equal(['webinar', 'biogas']);
      });

      it('combines with the filters, when and paging', async () => {
        expect(keysOf((await search('webinar', '&when=upcoming')).body)).to.deep.equal(['webinar']);
        expect(keysOf((await search('webinar', '&energyArea=biomassa')).body)).to.deep.equal(['biogas']);
        const paged = await search('webinar', '&limit=1&offset=1');
        expect(keysOf(paged.body)).to.deep.equal(['biogas']);
        expect(paged.headers.get(TOTAL_COUNT_HEADER)).to.equal('2');
      });

      it('requires every term and never finds a pending event', async () => {
        expect(keysOf((await search('webinar eolica')).body)).to.deep.equal(['webinar']);
        expect((await search('pendente')).body).to.deep.equal([]);
      });
    });

    const bad: Array<[string, string, string, string]> = [
      ['an unknown event type', `eventType=${encodeURIComponent('conferência')}`, 'eventType', M.eventTypeInvalid],
      ['an unknown energy area', 'energyArea=lunar', 'energyArea', M.energyAreaInvalid],
      ['an unknown period', 'when=past', 'when', M.whenInvalid],
      ['a zero limit', 'limit=0', 'limit', M.limitInvalid],
      ['a non-numeric offset', 'offset=dez', 'offset', M.offsetInvalid],
      ['a search over 100 characters', `search=${'x'.repeat(101)}`, 'search', M.searchInvalid],
      ['an unknown parameter', 'page=2', 'page', MESSAGES.fieldUnknown],
    ];
    for (const [label, query, field, message] of bad) {
      it(`responds 400 '${message}' for ${label}`, async () => {
        const res = await list(`?${query}`);
        expect(res.status).to.equal(400);
        expect(res.body).to.deep.equal({ message, errors: { [field]: message } });
      });
    }
  });

  describe('GET /api/eventos/locations', () => {
    it('lists the distinct places of approved events (city - UF, without the venue), sorted in pt-BR', async () => {
      const res = await server.client().get('/api/eventos/locations');
      expect(res.body).to.deep.equal(['Fortaleza - CE', 'Natal - RN', 'Online', 'São Paulo - SP']);
    });

    it('filters by a place the select offers, and still by a whole location (an older link)', async () => {
      expect(keysOf((await list(`?location=${encodeURIComponent('São Paulo - SP')}`)).body)).to.deep.equal(['feira']);
      expect(keysOf((await list(`?location=${encodeURIComponent('Expo Center Norte - São Paulo - SP')}`)).body)).to.deep.equal(['feira']);
      expect((await list(`?location=${encodeURIComponent('Center Norte - São Paulo - SP')}`)).body).to.deep.equal([]);
    });
  });

  describe('POST /api/eventos/:id/register', () => {
    it('answers 401 without a session', async () => {
      const res = await server.client().post(`/api/eventos/${ids.forum}/register`);
      expect(res.status).to.equal(401);
    });

    it('registers once (201) and refuses a second time (409)', async () => {
      const { client, user } = await signedInClient(server);
      const first = await client.post(`/api/eventos/${ids.forum}/register`);
      expect(first.status).to.equal(201);
      expect(Object.keys(first.body).sort()).to.deep.equal(['createdAt', 'eventId', 'id']);
      expect(first.body.eventId).to.equal(ids.forum);
      const again = await client.post(`/api/eventos/${ids.forum}/register`);
      expect(again.status).to.equal(409);
      expect(again.body).to.deep.equal({ message: M.alreadyRegistered });
      expect(await Registration.countDocuments({ eventId: ids.forum, userId: user._id })).to.equal(1);
      expect((await EventModel.findById(ids.forum))!.currentAttendees).to.equal(1);
      expect((await client.get('/api/user/registrations')).body).to.deep.equal([first.body]);
    });

    it('refuses a past event with 409', async () => {
      const { client } = await signedInClient(server);
      const res = await client.post(`/api/eventos/${ids.encontro}/register`);
      expect(res.status).to.equal(409);
      expect(res.body).to.deep.equal({ message: M.eventPast });
      expect(await Registration.countDocuments({ eventId: ids.encontro })).to.equal(0);
    });

    it('answers 404 for a pending or unknown event and 400 for a malformed id', async () => {
      const { client } = await signedInClient(server);
      for (const id of [ids.pending, '0123456789abcdef01234567']) {
        const res = await client.post(`/api/eventos/${id}/register`);
        expect(res.status).to.equal(404);
        expect(res.body).to.deep.equal({ message: M.eventNotFound });
      }
      expect((await client.post('/api/eventos/abc/register')).body).to.deep.equal({ message: M.idInvalid });
    });

    it('refuses with 409 once the event is at maxAttendees', async () => {
      const event = await buildEvent({ title: 'Oficina com Uma Vaga', maxAttendees: 1 });
      const a = await signedInClient(server);
      const b = await signedInClient(server);
      expect((await a.client.post(`/api/eventos/${event.id}/register`)).status).to.equal(201);
      const full = await b.client.post(`/api/eventos/${event.id}/register`);
      expect(full.status).to.equal(409);
      expect(full.body).to.deep.equal({ message: M.eventFull });
      // The one who holds the seat is told they are registered, not that it is full.
      expect((await a.client.post(`/api/eventos/${event.id}/register`)).body.message).to.equal(M.alreadyRegistered);
    });

    it('never oversells: of 5 concurrent registrations for 2 seats exactly 2 succeed', async () => {
      const event = await buildEvent({ title: 'Visita Técnica com Duas Vagas', maxAttendees: 2 });
      const clients = await Promise.all(Array.from({ length: 5 }, () => signedInClient(server)));
      const results = await Promise.all(clients.map(({ client }) => client.post(`/api/eventos/${event.id}/register`)));
      expect(results.map((r) => r.status).sort()).to.deep.equal([201, 201, 409, 409, 409]);
      for (const r of results.filter((x) => x.status === 409)) expect(r.body.message).to.equal(M.eventFull);
      expect(await Registration.countDocuments({ eventId: event._id })).to.equal(2);
      expect((await EventModel.findById(event._id))!.currentAttendees).to.equal(2);
    });

    it('takes concurrent registrations of different users for an unlimited event and counts them all', async () => {
      const event = await buildEvent({ title: 'Live Aberta', maxAttendees: null, eventType: 'online', location: 'Online' });
      const clients = await Promise.all(Array.from({ length: 6 }, () => signedInClient(server)));
      const results = await Promise.all(clients.map(({ client }) => client.post(`/api/eventos/${event.id}/register`)));
      expect(results.map((r) => r.status)).to.deep.equal([201, 201, 201, 201, 201, 201]);
      expect((await EventModel.findById(event._id))!.currentAttendees).to.equal(6);
    });

    it('lets one of several concurrent registrations of one user through', async () => {
      const event = await buildEvent({ title: 'Seminário Concorrido', maxAttendees: 50 });
      const { client } = await signedInClient(server);
      const results = await Promise.all(Array.from({ length: 3 }, () => client.post(`/api/eventos/${event.id}/register`)));
      expect(results.map((r) => r.status).sort()).to.deep.equal([201, 409, 409]);
      expect(await Registration.countDocuments({ eventId: event._id })).to.equal(1);
    });

    it('shows the new attendance in the lists at once (the registration refreshes the index)', async () => {
      const upcoming = await list('?when=upcoming&limit=3');
      const before = upcoming.body.find((e) => e.id === ids.webinar)!.currentAttendees;
      const { client } = await signedInClient(server);
      expect((await client.post(`/api/eventos/${ids.webinar}/register`)).status).to.equal(201);
      const after = await list('?when=upcoming&limit=3');
      expect(after.body.find((e) => e.id === ids.webinar)!.currentAttendees).to.equal(before + 1);
    });
  });
});
