/**
 * The client's route table (spec §2), shared so the server can tell a page
 * of the app (200 with the app) from an unknown path (404, the app still
 * renders its own '404 Page Not Found'). frontend/src/app/router.tsx keeps
 * its routes to this list (a test compares them).
 */
export const CLIENT_ROUTES = [
  '/',
  '/auth',
  '/search',
  '/vagas',
  '/vagas/:id',
  '/profissionais',
  '/profissionais/:id',
  '/empresas',
  '/cursos',
  '/eventos',
  '/contato',
  '/test-users',
  '/test-skills',
  '/test-skills-debug',
  '/profile',
  '/perfil',
  '/messages',
  '/minhas-vagas',
  '/minhas-candidaturas',
  '/admin',
  '/editor',
] as const;

/** Public pages a search engine may list (sitemap.xml), besides each public job's page. */
export const PUBLIC_PAGES = ['/', '/vagas', '/cursos', '/eventos', '/profissionais', '/empresas', '/contato'] as const;

/** Whether `pathname` is one of the app's pages (`:param` matches one non-empty segment). */
export function isClientRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return CLIENT_ROUTES.some((route) => {
    const pattern = route.replace(/:[^/]+/g, '[^/]+');
    return new RegExp(`^${pattern}$`).test(path);
  });
}
