/**
 * src/app/lazyModules.ts: a lazy component whose module was preloaded renders in the first
 * render (no Suspense fallback), so the server's page is not swapped for a spinner; preloading
 * goes one module after another and skips names nobody registered. Rendered with React DOM
 * into the jsdom document; flushSync makes "the first render" observable.
 */
import { describe, it } from 'mocha';
import { expect } from 'chai';
import { lazy, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { lazyModule, preloadModules } from '../src/app/lazyModules';
import { waitFor } from './waitFor';

let unique = 0;
/** Module names are process-wide (one registry): each test gets its own. */
const name = (label: string) => `test/${label}-${++unique}`;

function Page() {
  return <p>conteúdo</p>;
}

/** What the first, synchronous render of `Component` under Suspense puts on the page. */
function firstRender(Component: ComponentType): string {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  flushSync(() => root.render(<Suspense fallback={<p>carregando</p>}>{<Component />}</Suspense>));
  const text = container.textContent ?? '';
  root.unmount();
  container.remove();
  return text;
}

describe('lazy modules', () => {
  it('a preloaded module renders in the first render', async () => {
    const page = name('page');
    const Lazy = lazyModule(page, () => Promise.resolve({ default: Page }));
    await preloadModules([page]);
    expect(firstRender(Lazy)).to.equal('conteúdo');
  });

  it("(React.lazy alone suspends on the first render even when its module is there: what lazyModule avoids)", () => {
    const Plain = lazy(() => Promise.resolve({ default: Page }));
    expect(firstRender(Plain)).to.equal('carregando');
  });

  it('a module not preloaded suspends like any lazy, then shows', async () => {
    const Lazy = lazyModule(name('later'), () => Promise.resolve({ default: Page }));
    expect(firstRender(Lazy)).to.equal('carregando');
    await waitFor(() => firstRender(Lazy) === 'conteúdo', 'the module to show');
    expect(firstRender(Lazy)).to.equal('conteúdo');
  });

  it('loads a module once, however often it is preloaded or rendered', async () => {
    const page = name('once');
    let loads = 0;
    const Lazy = lazyModule(page, () => {
      loads += 1;
      return Promise.resolve({ default: Page });
    });
    await Promise.all([preloadModules([page]), preloadModules([page])]);
    firstRender(Lazy);
    expect(loads).to.equal(1);
  });

  it('preloads one module after another, so a later one may be registered by an earlier one', async () => {
    const outer = name('outer');
    const inner = name('inner');
    const order: string[] = [];
    lazyModule(outer, async () => {
      order.push('outer');
      // Running the page module registers its own lazy parts, as a real page does.
      await Promise.resolve();
      lazyModule(inner, async () => {
        order.push('inner');
        return { default: Page };
      });
      return { default: Page };
    });
    await preloadModules([outer, inner]);
    expect(order).to.deep.equal(['outer', 'inner']);
  });

  it('skips names nobody registered', async () => {
    const known = name('known');
    let loaded = false;
    lazyModule(known, async () => {
      loaded = true;
      return { default: Page };
    });
    await preloadModules([name('unknown'), known]);
    expect(loaded).to.equal(true);
  });
});
