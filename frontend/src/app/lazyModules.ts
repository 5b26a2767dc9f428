/**
 * `React.lazy` that can be loaded ahead of its first render, and then renders at once.
 *
 * A page drawn on the server (backend/src/web/ssr.ts) is replaced by the app's own first render.
 * A plain `lazy` suspends on that render even when its chunk is already there (its promise
 * settles a tick later), so the server's page would flash into a spinner and back. main.tsx
 * loads the page's modules first (`preloadModules`); a lazy created here whose module is loaded
 * hands React a thenable that settles synchronously, which React reads as loaded.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
type AnyComponent = ComponentType<any>;

type Module<T> = { default: T };

const loaders = new Map<string, () => Promise<unknown>>();

/** A lazy component for the module `name` (`features/` relative, no extension, e.g. 'home/VisitorHome'). */
export function lazyModule<T extends AnyComponent>(name: string, load: () => Promise<Module<T>>): LazyExoticComponent<T> {
  let loaded: Module<T> | undefined;
  let loading: Promise<Module<T>> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module;
      return module;
    }));
  loaders.set(name, preload);
  return lazy(() => (loaded ? ({ then: (resolve: (module: Module<T>) => void) => resolve(loaded!) } as unknown as Promise<Module<T>>) : preload()));
}

/**
 * Loads the named modules one after another (a page module registers its own lazy parts when it
 * runs, so a later name may only be known once an earlier one is loaded). Unknown names are skipped.
 */
export async function preloadModules(names: readonly string[]): Promise<void> {
  for (const name of names) await loaders.get(name)?.();
}
