import { expect } from 'chai';
import { TOTAL_COUNT_HEADER, type DirectoryEntryDTO } from '@conecta/common';
import { buildRegistration, startTestServer, type TestServer } from './support';
import { User } from '../src/models/user';
import { buildProfile } from './profileFactories';

const PUBLIC_KEYS = [
  'id',
  'professionalType',
  'userType',
  'firstName',
  'lastName',
  'companyName',
  'jobTitle',
  'location',
  'bio',
  'energyAreas',
  'skills',
  'website',
  'profileImageUrl',
  'profileThumbnailUrl',
  'isVerified',
  'createdAt',
  // Issue 24: verified registrations and valid credentials (the summary's dates never leave as such).
  'registrations',
  'credentials',
];

describe('directory', () => {
  let server: TestServer;
  const people = {} as Record<'ana' | 'bruno' | 'carla' | 'sol' | 'ventura' | 'general' | 'admin', string>;

  const list = async (path: string) => {
    const res = await server.client().get<DirectoryEntryDTO[]>(path);
    return { ...res, total: Number(res.headers.get(TOTAL_COUNT_HEADER)), names: Array.isArray(res.body) ? res.body.map((e) => e.firstName) : [] };
  };

  before(async () => {
    server = await startTestServer('directory');
    // Lists come most complete first (issue 25), then the most recently active: Ana (title, place, areas,
    // skills) 50%, then the others at 40%, the latest written first (Ventura, Sol, Carla, Bruno).
    people.ana = (
      await buildProfile({
        userType: 'student',
        firstName: 'Ana',
        lastName: 'Souza',
        location: 'São Paulo - SP',
        energyAreas: ['solar'],
        skills: ['AutoCAD', 'PVsyst'],
        jobTitle: 'Estudante de Engenharia Elétrica',
      })
    ).id;
    people.bruno = (
      await buildProfile({
        firstName: 'Bruno',
        lastName: 'Lima',
        location: 'Rio de Janeiro - RJ',
        energyAreas: ['eólica', 'solar'],
        skills: ['SCADA'],
        email: 'bruno.publico@example.com',
        showEmail: true,
        phone: '+55 21 91234-5678',
        showPhone: false,
      })
    ).id;
    people.carla = (
      await buildProfile({
        firstName: 'Carla',
        lastName: 'Dias',
        location: 'Campinas - SP',
        energyAreas: ['hidrelétrica'],
        jobTitle: 'Engenheira de Barragens',
        phone: '+55 19 99876-5432',
        showPhone: true,
      })
    ).id;
    people.sol = (
      await buildProfile({
        userType: 'company',
        firstName: 'Sol',
        lastName: 'Nascente',
        companyName: 'Sol Nascente Energia Ltda',
        location: 'Sao Paulo, SP',
        energyAreas: ['solar'],
        website: 'https://solnascente.example.com',
      })
    ).id;
    people.ventura = (
      await buildProfile({
        userType: 'company',
        firstName: 'Ventura',
        lastName: 'Eólica',
        companyName: 'Ventura Eólica S.A.',
        location: 'Fortaleza - CE',
        energyAreas: ['eólica'],
      })
    ).id;
    people.general = (await buildProfile({ userType: 'general', firstName: 'Geraldo', location: 'São Paulo - SP' })).id;
    people.admin = (await buildProfile({ userType: 'admin', isAdmin: true, firstName: 'Adelaide', energyAreas: ['solar'] })).id;
    await server.runtime.search.build();
  });

  after(async () => {
    await server.stop();
  });

  describe('GET /api/users', () => {
    it('lists students, professionals and companies, most complete first, with X-Total-Count', async () => {
      const res = await list('/api/users');
      expect(res.status).to.equal(200);
      expect(res.names).to.deep.equal(['Ana', 'Ventura', 'Sol', 'Carla', 'Bruno']);
      expect(res.total).to.equal(5);
    });

    it('filters by userType', async () => {
      expect((await list('/api/users?userType=student')).names).to.deep.equal(['Ana']);
      expect((await list('/api/users?userType=professional')).names).to.deep.equal(['Carla', 'Bruno']);
      const companies = await list('/api/users?userType=company');
      expect(companies.names).to.deep.equal(['Ventura', 'Sol']);
      expect(companies.body.map((e) => e.professionalType)).to.deep.equal(['company', 'company']);
    });

    it('filters by energy area (a value among the person’s areas)', async () => {
      const res = await list('/api/users?energyArea=solar');
      expect(res.names).to.deep.equal(['Ana', 'Sol', 'Bruno']);
      expect(res.total).to.equal(3);
      expect((await list(`/api/users?energyArea=${encodeURIComponent('eólica')}`)).names).to.deep.equal(['Ventura', 'Bruno']);
    });

    it('filters by location ignoring accents and case, as a part of the text', async () => {
      for (const location of ['sao paulo', 'SÃO PAULO', 'Paulo']) {
        const res = await list(`/api/users?location=${encodeURIComponent(location)}`);
        expect(res.names, location).to.deep.equal(['Ana', 'Sol']);
        expect(res.total, location).to.equal(2);
      }
      expect((await list('/api/users?location=SP')).names).to.deep.equal(['Ana', 'Sol', 'Carla']);
    });

    it('finds by text through the search index (names, skills, titles, prefixes, accents)', async () => {
      expect((await list('/api/users?q=bruno')).names).to.deep.equal(['Bruno']);
      expect((await list('/api/users?q=pvsyst')).names).to.deep.equal(['Ana']);
      expect((await list('/api/users?q=barrag')).names).to.deep.equal(['Carla']);
      expect((await list('/api/users?q=eolica')).names).to.have.members(['Ventura', 'Bruno']);
      expect((await list('/api/users?q=ninguemassim')).total).to.equal(0);
    });

    it('combines filters', async () => {
      expect((await list('/api/users?userType=professional&energyArea=solar')).names).to.deep.equal(['Bruno']);
      expect((await list('/api/users?energyArea=solar&location=sao%20paulo')).names).to.deep.equal(['Ana', 'Sol']);
      expect((await list('/api/users?userType=company&energyArea=solar&location=paulo&q=nascente')).names).to.deep.equal(['Sol']);
      expect((await list('/api/users?q=solar&userType=student')).names).to.deep.equal(['Ana']);
      const none = await list('/api/users?userType=student&energyArea=eólica');
      expect(none.body).to.deep.equal([]);
      expect(none.total).to.equal(0);
    });

    it('treats empty parameters as no filter (the UI’s "Todas")', async () => {
      const res = await list('/api/users?q=&energyArea=&location=&userType=');
      expect(res.status).to.equal(200);
      expect(res.total).to.equal(5);
    });

    it('pages with limit and offset, keeping the total', async () => {
      const first = await list('/api/users?limit=2');
      const second = await list('/api/users?limit=2&offset=2');
      const third = await list('/api/users?limit=2&offset=4');
      expect([first.names, second.names, third.names]).to.deep.equal([['Ana', 'Ventura'], ['Sol', 'Carla'], ['Bruno']]);
      expect([first.total, second.total, third.total]).to.deep.equal([5, 5, 5]);
      expect((await list('/api/users?offset=10')).body).to.deep.equal([]);
    });

    it('pages the results of a text or location filter too', async () => {
      const all = await list('/api/users?location=sp');
      const pages = [await list('/api/users?location=sp&limit=1'), await list('/api/users?location=sp&limit=1&offset=1'), await list('/api/users?location=sp&limit=1&offset=2')];
      expect(pages.flatMap((p) => p.names)).to.deep.equal(all.names);
      expect(pages.map((p) => p.total)).to.deep.equal([3, 3, 3]);
      const q = await list('/api/users?q=eolica&limit=1&offset=1');
      expect(q.body).to.have.length(1);
      expect(q.total).to.equal(2);
    });

    it('shows e-mail and phone only to the extent each person opted in', async () => {
      const { body } = await list('/api/users');
      const byName = Object.fromEntries(body.map((e) => [e.firstName, e]));
      expect(byName.Bruno).to.have.property('email', 'bruno.publico@example.com');
      expect(byName.Bruno).to.not.have.property('phone');
      expect(byName.Carla).to.have.property('phone', '+55 19 99876-5432');
      expect(byName.Carla).to.not.have.property('email');
      for (const name of ['Ana', 'Sol', 'Ventura']) {
        expect(Object.keys(byName[name]!).sort(), name).to.deep.equal([...PUBLIC_KEYS].sort());
      }
    });

    it('never returns internal fields', async () => {
      const { body } = await list('/api/users');
      for (const entry of body) {
        for (const key of Object.keys(entry)) expect([...PUBLIC_KEYS, 'email', 'phone']).to.include(key);
      }
    });

    for (const [label, query, message] of [
      ['an admin userType', 'userType=admin', 'Tipo de usuário inválido'],
      ['a general userType', 'userType=general', 'Tipo de usuário inválido'],
      ['an unknown energy area', 'energyArea=carvao', 'Área de energia inválida'],
      ['a zero limit', 'limit=0', 'Limite deve ser um número inteiro entre 1 e 50'],
      ['a limit over 50', 'limit=51', 'Limite deve ser um número inteiro entre 1 e 50'],
      ['a limit that is not a number', 'limit=muitos', 'Limite deve ser um número inteiro entre 1 e 50'],
      ['a fractional limit', 'limit=2.5', 'Limite deve ser um número inteiro entre 1 e 50'],
      ['a negative offset', 'offset=-1', 'Posição inicial deve ser um número inteiro entre 0 e 10000'],
      ['an offset past the deepest page', 'offset=10001', 'Posição inicial deve ser um número inteiro entre 0 e 10000'],
      ['a text over 100 characters', `q=${'a'.repeat(101)}`, 'Busca deve ter no máximo 100 caracteres'],
      ['a location over 100 characters', `location=${'a'.repeat(101)}`, 'Localização inválida'],
      ['a repeated parameter', 'userType=student&userType=company', 'Tipo de usuário inválido'],
      ['an operator-looking key', 'energyArea[$ne]=solar', 'Campo não permitido'],
      ['an unknown parameter', 'email=bruno.publico@example.com', 'Campo não permitido'],
      ['professionalType (that is /api/profissionais)', 'professionalType=company', 'Campo não permitido'],
    ] as const) {
      it(`responds 400 to ${label}`, async () => {
        const res = await server.client().get(`/api/users?${query}`);
        expect(res.status).to.equal(400);
        expect(res.body.message).to.equal(message);
      });
    }
  });

  describe('freshness', () => {
    it('lists a person who just registered, and follows a saved profile', async () => {
      const client = server.client();
      const reg = await client.post('/api/register', buildRegistration({ firstName: 'Zuleica', lastName: 'Tavares', userType: 'student' }));
      expect(reg.status).to.equal(201);
      // An account with nothing filled in yet is listed after every other (issue 25).
      const res = await list('/api/users?userType=student');
      expect(res.names).to.deep.equal(['Ana', 'Zuleica']);
      expect((await list('/api/users?q=zuleica')).names).to.deep.equal(['Zuleica']);

      await User.updateOne({ _id: reg.body.id }, { location: 'Maceió - AL', energyAreas: ['biomassa'] });
      expect((await list('/api/users?location=maceio&energyArea=biomassa')).names).to.deep.equal(['Zuleica']);

      await User.deleteOne({ _id: reg.body.id });
      expect((await list('/api/users?userType=student')).names).to.deep.equal(['Ana']);
    });
  });

  describe('GET /api/profissionais', () => {
    it('lists every public profile by default', async () => {
      const res = await list('/api/profissionais');
      expect(res.names).to.deep.equal(['Ana', 'Ventura', 'Sol', 'Carla', 'Bruno']);
      expect(res.total).to.equal(5);
    });

    it('filters companies and individuals (students and professionals)', async () => {
      const companies = await list('/api/profissionais?professionalType=company');
      expect(companies.names).to.deep.equal(['Ventura', 'Sol']);
      const individuals = await list('/api/profissionais?professionalType=individual');
      expect(individuals.names).to.deep.equal(['Ana', 'Carla', 'Bruno']);
      expect(individuals.body.map((e) => e.professionalType)).to.deep.equal(['individual', 'individual', 'individual']);
    });

    it('combines the type with text, area and location', async () => {
      expect((await list('/api/profissionais?professionalType=individual&energyArea=solar&location=rio')).names).to.deep.equal(['Bruno']);
      expect((await list('/api/profissionais?professionalType=company&q=eolica')).names).to.deep.equal(['Ventura']);
    });

    it('responds 400 to an unknown professionalType', async () => {
      const res = await server.client().get('/api/profissionais?professionalType=student');
      expect(res.status).to.equal(400);
      expect(res.body.message).to.equal('Tipo de profissional inválido');
    });
  });

  describe('GET /api/users/:id', () => {
    it('returns the public profile of a person or company', async () => {
      const res = await server.client().get<DirectoryEntryDTO>(`/api/users/${people.sol}`);
      expect(res.status).to.equal(200);
      expect(res.body).to.include({
        id: people.sol,
        professionalType: 'company',
        companyName: 'Sol Nascente Energia Ltda',
        website: 'https://solnascente.example.com',
      });
      expect(res.body).to.not.have.property('email');
      expect(res.body).to.not.have.property('phone');
      expect((await server.client().get(`/api/users/${people.bruno}`)).body).to.include({ email: 'bruno.publico@example.com' });
    });

    for (const who of ['admin', 'general'] as const) {
      it(`responds 404 'Perfil não encontrado' for ${who === 'admin' ? 'an' : 'a'} ${who} account`, async () => {
        const res = await server.client().get(`/api/users/${people[who]}`);
        expect(res.status).to.equal(404);
        expect(res.body).to.deep.equal({ message: 'Perfil não encontrado' });
      });
    }

    it("responds 404 'Perfil não encontrado' for an id nobody has", async () => {
      const res = await server.client().get('/api/users/0123456789abcdef01234567');
      expect(res.status).to.equal(404);
      expect(res.body.message).to.equal('Perfil não encontrado');
    });

    it('responds 400 to a malformed id', async () => {
      const res = await server.client().get('/api/users/nao-e-um-id');
      expect(res.status).to.equal(400);
      expect(res.body.message).to.equal('Identificador inválido');
    });
  });
});
