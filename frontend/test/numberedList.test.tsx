/**
 * components/NumberedList: an admin list read a numbered page at a time (users, showcase, audit
 * log) keeps QueryList's order of states, hands the page's items and the total to the list, and
 * shows page numbers only past one page, 1-based on screen and 0-based to the caller.
 */
import { describe, it } from 'mocha';
import { expect } from 'chai';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { NumberedList, useNumberedPage, type NumberedPageQueryState } from '../src/components/NumberedList';

type Row = { id: string };
const base: NumberedPageQueryState<Row> = { data: undefined, isLoading: false, isFetching: false, isError: false, refetch: () => undefined };

function rendered(query: NumberedPageQueryState<Row>, page = 0, onPage: (page: number) => void = () => undefined) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <NumberedList query={query} pageSize={2} page={page} onPage={onPage} loadingLabel="Carregando itens..." errorMessage="Não foi possível carregar os itens." emptyMessage="Nenhum item.">
        {(items, total) => (
          <>
            <p>{total} itens</p>
            <ul>
              {items.map((item) => (
                <li key={item.id}>{item.id}</li>
              ))}
            </ul>
          </>
        )}
      </NumberedList>,
    ),
  );
  return {
    container,
    text: container.textContent ?? '',
    pageButton: (label: string) => container.querySelector<HTMLButtonElement>(`nav button[aria-label="${label}"]`),
    unmount: () => {
      root.unmount();
      container.remove();
    },
  };
}

describe('NumberedList', () => {
  it('shows the loader, then the failure with its retry, then the empty message, as QueryList does', () => {
    const loading = rendered({ ...base, isLoading: true });
    expect(loading.text).to.equal('Carregando itens...');
    loading.unmount();
    let asked = 0;
    const failed = rendered({ ...base, isError: true, data: { items: [{ id: 'a' }], total: 1 }, refetch: () => (asked += 1) });
    expect(failed.text).to.contain('Não foi possível carregar os itens.');
    expect(failed.container.querySelector('li')).to.equal(null);
    failed.container.querySelector('button')!.click();
    expect(asked).to.equal(1);
    failed.unmount();
    const empty = rendered({ ...base, data: { items: [], total: 0 } });
    expect(empty.text).to.contain('Nenhum item.');
    empty.unmount();
  });

  it('hands the page and the total to the list, without page numbers when one page holds them all', () => {
    const view = rendered({ ...base, data: { items: [{ id: 'um' }, { id: 'dois' }], total: 2 } });
    expect([...view.container.querySelectorAll('li')].map((li) => li.textContent)).to.deep.equal(['um', 'dois']);
    expect(view.text).to.contain('2 itens');
    expect(view.container.querySelector('nav')).to.equal(null);
    view.unmount();
  });

  it('numbers the pages from 1 on screen and answers the 0-based page chosen; busy while another page loads', () => {
    const chosen: number[] = [];
    const view = rendered({ ...base, isFetching: true, data: { items: [{ id: 'três' }, { id: 'quatro' }], total: 5 } }, 1, (page) => chosen.push(page));
    expect(view.pageButton('page 2')?.getAttribute('aria-current')).to.equal('page');
    expect(view.container.querySelector('[aria-busy="true"]')).to.not.equal(null);
    view.pageButton('Go to page 3')!.click();
    expect(chosen).to.deep.equal([2]);
    view.unmount();
  });

  it('useNumberedPage: a page chosen holds while the filters stay, and a changed filter starts again from the first', () => {
    let setPage: (page: number) => void = () => undefined;
    function Probe({ q, type }: { q: string; type: string }) {
      const [page, set] = useNumberedPage(q, type);
      setPage = set;
      return <output>{page}</output>;
    }
    const container = document.createElement('div');
    const root = createRoot(container);
    const show = (q: string, type: string) => {
      flushSync(() => root.render(<Probe q={q} type={type} />));
      return container.textContent;
    };
    expect(show('solar', '')).to.equal('0');
    flushSync(() => setPage(3));
    expect(container.textContent).to.equal('3');
    expect(show('solar', '')).to.equal('3');
    expect(show('eólica', '')).to.equal('0');
    flushSync(() => setPage(2));
    expect(show('eólica', 'company')).to.equal('0');
    root.unmount();
  });
});
