/**
 * Issue 25, rankings with reasons: the profile completeness score (common), the directory's order
 * by it (complete and active first, empty accounts last), the owner's own score, and the home's
 * showcase (featured first, then a quality ranking) with the admin's feature and unfeature.
 */
import { expect } from 'chai';
import {
  COMPLETENESS_ITEMS,
  COMPLETENESS_TABLE,
  TOTAL_COUNT_HEADER,
  isEmptyProfile,
  profileCompleteness,
  type DirectoryEntryDTO,
  type ProfileCompletenessDTO,
  type ProfileFacts,
  type ShowcaseDTO,
  type ShowcaseEntryDTO,
} from '@conecta/common';
import { AuditLog } from '../src/models/auditLog';
import { Job } from '../src/models/job';
import { PortfolioItem } from '../src/models/portfolioItem';
import { buildCourse, buildEvent, buildJob, daysFromNow } from './catalogueFactories';
import { buildCompleteProfile, buildEmptyProfile, buildProfile } from './profileFactories';
import { signedInClient, startTestServer, type HttpClient, type TestServer } from './support';

const TODAY = new Date('2026-06-01T12:00:00Z');
const NOTHING: ProfileFacts = {
  userType: 'professional',
  profileImageUrl: null,
  jobTitle: null,
  companyName: null,
  bio: null,
  location: null,
  energyAreas: [],
  skills: [],
  portfolioItems: 0,
  credentials: 0,
  lastActiveAt: null,
};
const EVERYTHING: ProfileFacts = {
  userType: 'professional',
  profileImageUrl: '/uploads/x.webp',
  jobTitle: 'Engenheiro',
  companyName: null,
  bio: 'Sobre mim',
  location: 'Natal - RN',
  energyAreas: ['solar'],
  skills: ['SCADA'],
  portfolioItems: 2,
  credentials: 1,
  lastActiveAt: '2026-05-30T10:00:00Z',
};

describe('profile completeness (common profileCompleteness)', () => {
  it('weighs its items to 100 in one table', () => {
    expect(COMPLETENESS_ITEMS.reduce((sum, item) => sum + COMPLETENESS_TABLE[item].weight, 0)).to.equal(100);
  });

  it('scores a profile with everything filled 100, nothing missing', () => {
    expect(profileCompleteness(EVERYTHING, TODAY)).to.deep.equal({ percent: 100, missing: [] });
  });

  it('scores an empty account 0 and lists every item, the heaviest first, with where to fill it', () => {
    const { percent, missing } = profileCompleteness(NOTHING, TODAY);
    expect(percent).to.equal(0);
    expect(missing.map((m) => m.item)).to.have.members([...COMPLETENESS_ITEMS]);
    expect(missing[0]).to.deep.equal({ item: 'photo', label: 'Adicione uma foto de perfil', href: '/profile' });
    const weights = missing.map((m) => COMPLETENESS_TABLE[m.item].weight);
    expect(weights).to.deep.equal([...weights].sort((a, b) => b - a));
    expect(missing.find((m) => m.item === 'portfolio')).to.deep.equal({ item: 'portfolio', label: 'Adicione um item ao portfólio', href: '/profile?aba=portfolio' });
  });

  it('counts each item by its weight; blank texts and old activity do not count', () => {
    const some = profileCompleteness({ ...NOTHING, bio: '   ', location: 'Natal - RN', energyAreas: ['eólica'], lastActiveAt: '2026-01-01T00:00:00Z' }, TODAY);
    expect(some.percent).to.equal(COMPLETENESS_TABLE.city.weight + COMPLETENESS_TABLE.energyAreas.weight);
    expect(some.missing.map((m) => m.item)).to.include.members(['bio', 'activity']);
    expect(profileCompleteness({ ...NOTHING, lastActiveAt: '2026-05-01T00:00:00Z' }, TODAY).percent).to.equal(COMPLETENESS_TABLE.activity.weight);
  });

  it("reads a company's name as its headline and speaks of the company", () => {
    const company = profileCompleteness({ ...NOTHING, userType: 'company', companyName: 'Ventos do Norte S.A.', jobTitle: null }, TODAY);
    expect(company.percent).to.equal(COMPLETENESS_TABLE.headline.weight);
    expect(company.missing.find((m) => m.item === 'photo')?.label).to.equal('Adicione o logo da empresa');
    expect(company.missing.find((m) => m.item === 'credentials')).to.deep.equal({ item: 'credentials', label: 'Verifique o CNPJ da empresa', href: '/profile?aba=informacoes' });
  });

  it('calls an account with no photo, no text and no area empty, whatever else it holds', () => {
    expect(isEmptyProfile({ ...NOTHING, skills: ['Python'] } as ProfileFacts)).to.equal(true);
    expect(isEmptyProfile({ ...NOTHING, energyAreas: ['solar'] })).to.equal(false);
    expect(isEmptyProfile({ ...NOTHING, bio: 'Oi' })).to.equal(false);
  });
});

describe('rankings (issue 25)', () => {
  let server: TestServer;
  let admin: HttpClient;

  before(async () => {
    server = await startTestServer('ranking');
    admin = (await signedInClient(server, { userType: 'admin', isAdmin: true })).client;
  });

  after(async () => {
    await server.stop();
  });

  describe('the directory', () => {
    const names = async (path: string) => {
      const res = await server.client().get<DirectoryEntryDTO[]>(path);
      expect(res.status).to.equal(200);
      return { names: res.body.map((e) => e.firstName), total: Number(res.headers.get(TOTAL_COUNT_HEADER)) };
    };

    it('lists the complete profile first and the empty one last, whatever their age', async () => {
      // Written oldest first: newest-first would list them the other way round.
      await buildCompleteProfile({ firstName: 'Completa' });
      const partial = await buildProfile({ firstName: 'Parcial', energyAreas: ['eólica'], location: 'Natal - RN' });
      await buildProfile({ firstName: 'Igual', energyAreas: ['eólica'], location: 'Natal - RN' });
      await buildEmptyProfile({ firstName: 'Vazia' });
      const { names: order, total } = await names('/api/profissionais?professionalType=individual');
      // Parcial and Igual score the same: the more recently written comes first.
      expect(order).to.deep.equal(['Completa', 'Igual', 'Parcial', 'Vazia']);
      expect(total).to.equal(4);

      // A portfolio item raises Parcial's score: its write announces its owner, whom the index rereads.
      await PortfolioItem.create({ userId: partial._id, title: 'Parque eólico de 30 MW', category: 'project' });
      expect((await names('/api/profissionais?professionalType=individual')).names).to.deep.equal(['Completa', 'Parcial', 'Igual', 'Vazia']);
    });

    it('breaks a tie in score by the most recent activity, and keeps empty accounts last in a search', async () => {
      const older = await buildProfile({ firstName: 'Antiga', lastName: 'Ranqueada', energyAreas: ['biomassa'] });
      await buildProfile({ firstName: 'Recente', lastName: 'Ranqueada', energyAreas: ['biomassa'] });
      await buildEmptyProfile({ firstName: 'Sumida', lastName: 'Ranqueada' });
      expect((await names('/api/users?energyArea=biomassa')).names).to.deep.equal(['Recente', 'Antiga']);
      // A sign-in today makes the older one the more recently active.
      await older.updateOne({ lastLoginAt: daysFromNow(1) });
      expect((await names('/api/users?energyArea=biomassa')).names).to.deep.equal(['Antiga', 'Recente']);
      expect((await names('/api/users?q=ranqueada')).names.at(-1)).to.equal('Sumida');
    });
  });

  describe('GET /api/users/profile/completeness', () => {
    it("gives the owner their score and what is missing, and follows a profile's change", async () => {
      const { client } = await signedInClient(server, { userType: 'professional' });
      const first = await client.get<ProfileCompletenessDTO>('/api/users/profile/completeness');
      expect(first.status).to.equal(200);
      // Signed in a moment ago: only the recent activity counts.
      expect(first.body.percent).to.equal(COMPLETENESS_TABLE.activity.weight);
      expect(first.body.missing.map((m) => m.label)).to.include('Escreva um texto sobre você');

      expect((await client.request('PATCH', '/api/users/profile', { bio: 'Técnico em eletrotécnica.', energyAreas: ['solar'] })).status).to.equal(200);
      const after = await client.get<ProfileCompletenessDTO>('/api/users/profile/completeness');
      expect(after.body.percent).to.equal(COMPLETENESS_TABLE.activity.weight + COMPLETENESS_TABLE.bio.weight + COMPLETENESS_TABLE.energyAreas.weight);
      expect(after.body.missing.map((m) => m.item)).to.not.include.members(['bio', 'energyAreas']);
    });

    it('asks a visitor to sign in', async () => {
      expect((await server.client().get('/api/users/profile/completeness')).status).to.equal(401);
    });
  });

  describe('the home showcase (GET /api/destaques)', () => {
    const LONG = 'Projetos executivos de usinas fotovoltaicas de solo, do levantamento topográfico ao comissionamento, com equipe multidisciplinar, visitas a campo no interior do Ceará e acompanhamento das obras junto às distribuidoras e aos clientes finais.';
    let poor: string;
    let good: string;
    let verified: string;

    before(async () => {
      // Oldest to newest: verified, good, poor. Recency alone would show poor first.
      verified = (await buildJob({ title: 'Vaga verificada', companyVerified: true, description: LONG })).id;
      good = (await buildJob({ title: 'Vaga completa', description: LONG })).id;
      poor = (await buildJob({ title: 'Vaga vaga', description: 'Vaga.', salaryMin: null, salaryMax: null, requirements: [] })).id;
      await buildJob({ title: 'Vaga pendente', status: 'pending' });
    });

    const showcase = async () => (await server.client().get<ShowcaseDTO>('/api/destaques')).body;

    it('falls back to the quality ranking (verified company, description, salary) rather than recency; approved items only', async () => {
      const { jobs } = await showcase();
      expect(jobs.map((j) => j.id)).to.deep.equal([verified, good, poor]);
    });

    it('shows a featured item first, audited; removing the feature puts it back in its place', async () => {
      const res = await admin.post<ShowcaseEntryDTO>(`/api/admin/showcase/jobs/${poor}`, { featured: true });
      expect(res.status).to.equal(200);
      expect(res.body).to.include({ kind: 'job', id: poor, title: 'Vaga vaga' });
      expect(res.body.featuredAt).to.be.a('string');
      expect((await showcase()).jobs.map((j) => j.id)).to.deep.equal([poor, verified, good]);
      const log = await AuditLog.findOne({ targetId: poor, action: 'job.feature' }).lean();
      expect(log?.details).to.deep.equal({ before: { isFeatured: false }, after: { isFeatured: true } });

      // The admin's list shows the showcase's order, the featured one marked.
      const list = await admin.get<ShowcaseEntryDTO[]>('/api/admin/showcase?kind=job');
      expect(list.body.map((e) => e.id)).to.deep.equal([poor, verified, good]);
      expect(list.body.map((e) => e.featuredAt !== null)).to.deep.equal([true, false, false]);
      expect(list.headers.get(TOTAL_COUNT_HEADER)).to.equal('3');

      // The job's own page asks its state.
      expect((await admin.get<ShowcaseEntryDTO>(`/api/admin/showcase/jobs/${poor}`)).body.featuredAt).to.be.a('string');
      expect((await admin.post(`/api/admin/showcase/jobs/${poor}`, { featured: false })).body.featuredAt).to.equal(null);
      expect((await admin.get<ShowcaseEntryDTO>(`/api/admin/showcase/jobs/${poor}`)).body.featuredAt).to.equal(null);
      expect((await admin.get('/api/admin/showcase/jobs/0123456789abcdef01234567')).status).to.equal(404);
      expect((await showcase()).jobs.map((j) => j.id)).to.deep.equal([verified, good, poor]);
      expect(await AuditLog.countDocuments({ targetId: poor, action: 'job.unfeature' })).to.equal(1);
    });

    it('drops a featured item that is closed, by itself', async () => {
      await admin.post(`/api/admin/showcase/jobs/${good}`, { featured: true });
      expect((await showcase()).jobs[0]?.id).to.equal(good);
      await Job.updateOne({ _id: good }, { status: 'closed' });
      expect((await showcase()).jobs.map((j) => j.id)).to.deep.equal([verified, poor]);
    });

    it('refuses to feature an item that is not approved (409) or does not exist (404); a repeat changes nothing', async () => {
      const pending = (await buildJob({ status: 'pending' })).id;
      const refused = await admin.post(`/api/admin/showcase/jobs/${pending}`, { featured: true });
      expect(refused.status).to.equal(409);
      expect(refused.body.message).to.equal('Só itens aprovados podem ser destacados na página inicial.');
      expect((await admin.post('/api/admin/showcase/courses/0123456789abcdef01234567', { featured: true })).status).to.equal(404);
      expect((await admin.post(`/api/admin/showcase/jobs/${verified}`, { featured: 'sim' })).status).to.equal(400);
      await admin.post(`/api/admin/showcase/jobs/${verified}`, { featured: true });
      await admin.post(`/api/admin/showcase/jobs/${verified}`, { featured: true });
      expect(await AuditLog.countDocuments({ targetId: verified, action: 'job.feature' })).to.equal(1);
    });

    it('is the admins’: anyone else is refused', async () => {
      const { client } = await signedInClient(server, { userType: 'company' });
      expect((await client.post(`/api/admin/showcase/jobs/${poor}`, { featured: true })).status).to.equal(403);
      expect((await server.client().post(`/api/admin/showcase/jobs/${poor}`, { featured: true })).status).to.equal(401);
    });

    it('orders courses and events alike, past events left out', async () => {
      const linked = (await buildCourse({ title: 'Curso com link', description: 'Inscrições em https://cursos.example.com/solar' })).id;
      const plain = (await buildCourse({ title: 'Curso sem link' })).id;
      expect((await showcase()).courses.map((c) => c.id)).to.deep.equal([linked, plain]);
      await admin.post(`/api/admin/showcase/courses/${plain}`, { featured: true });
      expect((await showcase()).courses.map((c) => c.id)).to.deep.equal([plain, linked]);

      const past = (await buildEvent({ title: 'Evento passado', eventDate: daysFromNow(-2) })).id;
      const soon = (await buildEvent({ title: 'Evento em breve', eventDate: daysFromNow(3) })).id;
      const later = (await buildEvent({ title: 'Evento depois', eventDate: daysFromNow(30) })).id;
      await admin.post(`/api/admin/showcase/events/${past}`, { featured: true });
      expect((await showcase()).events.map((e) => e.id)).to.deep.equal([soon, later]);
      await admin.post(`/api/admin/showcase/events/${later}`, { featured: true });
      expect((await showcase()).events.map((e) => e.id)).to.deep.equal([later, soon]);
    });
  });
});
