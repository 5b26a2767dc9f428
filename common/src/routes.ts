/**
 * The client's route table (spec §2): each page's path and its module under
 * frontend/src/features (frontend/src/app/router.tsx builds its routes from this list). Shared
 * so the server can tell a page of the app (200 with the app) from an unknown path (404, the app
 * still renders its own '404 Page Not Found'), and name the chunks a page needs at once in its
 * HTML (`<link rel="modulepreload">`, backend/src/web/preload.ts).
 */
import { PAGE_LIMITS } from './catalogue';
import { EMPLOYMENT_JOB_TYPES, INTERNSHIP_JOB_TYPE } from './domain';

export interface ClientPage {
  path: string;
  page: string;
  /**
   * What the page loads by itself at once: a module for a visitor or for a signed-in user, a
   * visitor's API reads, and everyone's API reads when the address has no query (no filters).
   * A read must be the exact URL the app asks for, or the browser fetches it twice.
   */
  then?: { visitor?: string; member?: string; visitorData?: readonly string[]; data?: readonly string[] };
  /**
   * Drawn on the server for a visitor (backend/src/web/ssr.ts, decision 0013): the pages people
   * land on from a phone and whose first paint Lighthouse measures (issue 14).
   */
  serverRendered?: boolean;
  /**
   * The page's name in the tab ('Vagas · Conecta Energia'): written into the HTML the server sends
   * (backend/src/web/spa.ts) and set again on every client navigation (RouteAnnouncer), so the two
   * agree. A page without one (a job, a profile) is named by its main heading; the home by the site.
   */
  title?: string;
  /** Its `<meta name="description">` (what a search result or a shared link shows); else the site's. */
  description?: string;
}

/** The site's name: the home's whole title, and every other page's last words. */
export const SITE_NAME = 'Conecta Energia';
/** The description of a page that has none of its own. */
export const SITE_DESCRIPTION =
  'Conecta Energia: a rede profissional do setor de energia no Brasil — vagas, estágios, cursos gratuitos, eventos e profissionais.';

/** /vagas unfiltered: each section's first page (features/jobs/jobsApi.ts) and the places filter. */
const jobSectionRead = (jobType: string) => `/api/vagas?jobType=${encodeURIComponent(jobType)}&limit=${PAGE_LIMITS.jobsPageSize}&offset=0`;

export const CLIENT_PAGES = [
  { path: '/', page: 'home/HomePage', serverRendered: true, description: SITE_DESCRIPTION, then: { visitor: 'home/VisitorHome', member: 'dashboard/DashboardPage', visitorData: ['/api/landing', '/api/settings'] } },
  {
    path: '/auth',
    page: 'auth/AuthPage',
    serverRendered: true,
    title: 'Entrar ou criar conta',
    description: 'Entre na Conecta Energia ou crie sua conta de estudante, profissional ou empresa do setor de energia.',
  },
  // The link of the confirmation e-mail (issue 22): confirms the token it carries, signed in or not.
  { path: '/confirmar-email', page: 'auth/ConfirmEmailPage', title: 'Confirmar e-mail' },
  // The link of the sign-in e-mail (issue 22): posts its token once, then opens the dashboard.
  { path: '/entrar-com-link', page: 'auth/LoginLinkPage', title: 'Entrar com link' },
  { path: '/search', page: 'search/SearchPage', title: 'Buscar oportunidades' },
  {
    path: '/vagas',
    page: 'jobs/JobsPage',
    serverRendered: true,
    title: 'Vagas',
    description: 'Vagas de emprego e estágio no setor de energia: solar, eólica, elétrica, biomassa, hidrelétrica e mais, em todo o Brasil.',
    then: { data: ['/api/vagas/locations', jobSectionRead(EMPLOYMENT_JOB_TYPES.join(',')), jobSectionRead(INTERNSHIP_JOB_TYPE)] },
  },
  { path: '/vagas/:id', page: 'jobs/JobDetailPage', serverRendered: true },
  {
    path: '/profissionais',
    page: 'directory/DirectoryPage',
    serverRendered: true,
    title: 'Profissionais',
    description: 'Encontre estudantes, profissionais e empresas do setor de energia por área, competência e cidade.',
  },
  { path: '/profissionais/:id', page: 'directory/PublicProfilePage' },
  {
    path: '/empresas',
    page: 'directory/CompaniesPage',
    serverRendered: true,
    title: 'Empresas',
    description: 'Empresas do setor de energia no Brasil: geração, transmissão, distribuição e serviços.',
  },
  {
    path: '/cursos',
    page: 'courses/CoursesPage',
    serverRendered: true,
    title: 'Cursos',
    description: 'Cursos, webinars e workshops gratuitos para crescer na carreira em energia solar, eólica, elétrica e mais.',
  },
  {
    path: '/eventos',
    page: 'events/EventsPage',
    serverRendered: true,
    title: 'Eventos',
    description: 'Feiras, congressos, webinars e encontros de networking do setor de energia em todo o Brasil.',
  },
  {
    path: '/servicos',
    page: 'services/ServicesPage',
    title: 'Serviços',
    description: 'Serviços de instalação, operação e manutenção, projetos e consultoria em energia, oferecidos por empresas e profissionais do setor.',
  },
  { path: '/servicos/novo', page: 'services/ServiceFormPage', title: 'Oferecer serviço' },
  { path: '/servicos/:id/editar', page: 'services/ServiceFormPage', title: 'Editar serviço' },
  { path: '/servicos/:id', page: 'services/ServiceDetailPage' },
  { path: '/meus-servicos', page: 'services/MyServicesPage', title: 'Meus serviços' },
  {
    path: '/contato',
    page: 'contact/ContactPage',
    serverRendered: true,
    title: 'Contato',
    description: 'Fale com a Conecta Energia: dúvidas, parcerias, oportunidades de negócio, suporte e imprensa.',
  },
  // Issue 26 (LGPD): the footer's and the sign-up's links; plain text anyone may read, drawn on the server.
  {
    path: '/privacidade',
    page: 'privacy/PrivacyPage',
    serverRendered: true,
    title: 'Política de Privacidade',
    description: 'Quais dados pessoais a Conecta Energia trata, para quê, por quanto tempo, seus direitos pela LGPD e como falar com o encarregado.',
  },
  { path: '/termos', page: 'privacy/TermsPage', serverRendered: true, title: 'Termos de Uso', description: 'Os termos de uso da Conecta Energia: sua conta, o que você publica e a moderação.' },
  { path: '/test-users', page: 'testUsers/TestUsersPage', title: 'Usuários de teste' },
  { path: '/test-skills', page: 'profile/TestSkillsPage', title: 'Teste de competências' },
  { path: '/test-skills-debug', page: 'profile/TestSkillsDebugPage', title: 'Depuração de competências' },
  { path: '/profile', page: 'profile/ProfilePage', title: 'Meu perfil' },
  { path: '/perfil', page: 'profile/ProfilePage', title: 'Meu perfil' },
  { path: '/messages', page: 'messages/MessagesPage', title: 'Mensagens' },
  { path: '/minhas-vagas', page: 'publishing/MyJobsPage', title: 'Minhas vagas' },
  { path: '/meus-cursos-e-eventos', page: 'publishing/MyContentPage', title: 'Meus cursos e eventos' },
  { path: '/minhas-candidaturas', page: 'publishing/MyApplicationsPage', title: 'Minhas candidaturas' },
  // A person's saved jobs, courses and events (issue 26); a visitor is asked to sign in.
  { path: '/favoritos', page: 'favorites/FavoritesPage', title: 'Favoritos' },
  { path: '/alertas', page: 'jobAlerts/JobAlertsPage', title: 'Alertas de vagas' },
  // Rede de Contatos (issue 26): contacts, received and sent requests; a visitor is asked to sign in.
  { path: '/rede', page: 'connections/NetworkPage', title: 'Rede de Contatos' },
  { path: '/alertas/cancelar', page: 'jobAlerts/UnsubscribePage', title: 'Cancelar alerta' },
  { path: '/alertas/confirmar', page: 'jobAlerts/ConfirmPage', title: 'Confirmar alerta' },
  { path: '/admin', page: 'admin/AdminPage', title: 'Painel administrativo' },
  { path: '/editor', page: 'editor/EditorPage', title: 'Editor da página inicial' },
] as const satisfies readonly ClientPage[];

/**
 * A page the server drew (frontend/src/ssr.tsx renders it, backend/src/web/ssr.ts writes it into
 * index.html): what the app reads from `<script type="application/json" id="ssr-state">`.
 */
export interface ServerState {
  /** The modules to load before the first render (frontend/src/app/lazyModules.ts names). */
  modules: string[];
  /** The store's answered reads, for RTK Query's `upsertQueryEntries`. */
  queries: Array<{ endpointName: string; arg: unknown; value: unknown }>;
}

export interface ServerPage {
  /** The page's `<style>` elements, for the head. */
  styles: string;
  /** The markup of the app, for inside `#root`. */
  html: string;
  state: ServerState;
}

/** Every other path: the app's own 404 page. */
export const NOT_FOUND_PAGE = 'notFound/NotFoundPage';

/** Public pages a search engine may list (sitemap.xml), besides each public job's page. */
export const PUBLIC_PAGES = ['/', '/vagas', '/cursos', '/eventos', '/profissionais', '/empresas', '/contato', '/privacidade', '/termos'] as const;

/** The page `pathname` opens, if it is one of the app's (`:param` matches one non-empty segment). */
export function clientPageOf(pathname: string): ClientPage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return CLIENT_PAGES.find((entry) => {
    const pattern = entry.path.replace(/:[^/]+/g, '[^/]+');
    return new RegExp(`^${pattern}$`).test(path);
  });
}

/** The tab's title of a page with a fixed name (`Vagas · Conecta Energia`); null for a page named by its heading. */
export function pageTitle(pathname: string): string | null {
  const page: ClientPage | undefined = clientPageOf(pathname);
  if (page?.path === '/') return SITE_NAME;
  return page?.title ? `${page.title} · ${SITE_NAME}` : null;
}

/** What `<meta name="description">` says on `pathname`: the page's own words, else the site's. */
export function pageDescription(pathname: string): string {
  const page: ClientPage | undefined = clientPageOf(pathname);
  return page?.description ?? SITE_DESCRIPTION;
}

/** Whether `pathname` is one of the app's pages. */
export function isClientRoute(pathname: string): boolean {
  return clientPageOf(pathname) !== undefined;
}
