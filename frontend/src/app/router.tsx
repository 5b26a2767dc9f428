/**
 * Route table of spec §2, built from common's CLIENT_PAGES (the server reads the same list to
 * answer 404 and to preload a page's chunks). Every other path falls through to the 404 page.
 * Each page is its own chunk (STYLE rule 15).
 *
 * Declarative routes (`<Routes>`), not the data router: no screen uses loaders or actions, and
 * the data router's code is about 15 KB (brotli) of the visitor's first load (issue 14).
 */
import { type ComponentType, type LazyExoticComponent } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { CLIENT_PAGES, NOT_FOUND_PAGE } from '@conecta/common';
import { AppLayout } from './layout/AppLayout';
import { RouteErrorBoundary } from './layout/RouteError';
import { lazyModule } from './lazyModules';

// The dashboard is the signed-in half of `/` (HomePage picks it), never a route of its own.
const modules = import.meta.glob<{ default: ComponentType }>(['../features/*/*Page.tsx', '!../features/dashboard/DashboardPage.tsx']);
const pages = new Map<string, LazyExoticComponent<ComponentType>>();

/** One lazy component per module (/profile and /perfil share theirs). */
function page(name: string): LazyExoticComponent<ComponentType> {
  let component = pages.get(name);
  if (!component) {
    const load = modules[`../features/${name}.tsx`];
    if (!load) throw new Error(`No page module ${name}`);
    component = lazyModule(name, load);
    pages.set(name, component);
  }
  return component;
}

/** Built once, at load: the elements never change. */
const routes = CLIENT_PAGES.map(({ path, page: name }) => {
  const Page = page(name);
  return path === '/' ? <Route key={path} index element={<Page />} /> : <Route key={path} path={path.slice(1)} element={<Page />} />;
});
const NotFound = page(NOT_FOUND_PAGE);

/** The pages inside the layout; under a `BrowserRouter` here, a `StaticRouter` on the server (ssr.tsx). */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route element={<AppLayout />}>
          {routes}
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
