/**
 * components/ListStates QueryList: a list read at once shows, in this order, the loader, the
 * failure with its retry, the empty state with its action, else the items — the order the
 * personal pages and the dashboard's sections relied on when each wrote it out.
 */
import { describe, it } from 'mocha';
import { expect } from 'chai';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { QueryList, type ListQueryState } from '../src/components/ListStates';

const base: ListQueryState<{ id: string }> = { data: undefined, isLoading: false, isError: false, refetch: () => undefined };

/** The page's text and its buttons' names for one state of the query. */
function rendered(query: ListQueryState<{ id: string }>): { text: string; buttons: string[]; container: HTMLElement; unmount: () => void } {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <QueryList query={query} loadingLabel="Carregando itens..." errorMessage="Não foi possível carregar os itens." emptyMessage="Nenhum item." emptyAction={<button type="button">Criar item</button>}>
        {(items) => (
          <ul>
            {items.map((item) => (
              <li key={item.id}>{item.id}</li>
            ))}
          </ul>
        )}
      </QueryList>,
    ),
  );
  return {
    text: container.textContent ?? '',
    buttons: [...container.querySelectorAll('button')].map((button) => button.textContent ?? ''),
    container,
    unmount: () => {
      root.unmount();
      container.remove();
    },
  };
}

describe('QueryList', () => {
  it('shows the loader while the list is read, even over a failure', () => {
    const view = rendered({ ...base, isLoading: true, isError: true });
    expect(view.text).to.equal('Carregando itens...');
    expect(view.container.querySelector('[role="status"]')).to.not.equal(null);
    view.unmount();
  });

  it('shows the failure with a retry that asks again, also when an older list is cached', () => {
    let asked = 0;
    const view = rendered({ ...base, isError: true, data: [{ id: 'a' }], refetch: () => (asked += 1) });
    expect(view.text).to.contain('Não foi possível carregar os itens.');
    expect(view.container.querySelector('li')).to.equal(null);
    expect(view.buttons).to.deep.equal(['Tentar novamente']);
    view.container.querySelector('button')!.click();
    expect(asked).to.equal(1);
    view.unmount();
  });

  it('counts a list that never came as a failure, not as empty', () => {
    const view = rendered(base);
    expect(view.text).to.contain('Não foi possível carregar os itens.');
    view.unmount();
  });

  it('shows the empty message with its action', () => {
    const view = rendered({ ...base, data: [] });
    expect(view.text).to.contain('Nenhum item.');
    expect(view.buttons).to.deep.equal(['Criar item']);
    view.unmount();
  });

  it('hands the items to the list', () => {
    const view = rendered({ ...base, data: [{ id: 'um' }, { id: 'dois' }] });
    expect([...view.container.querySelectorAll('li')].map((li) => li.textContent)).to.deep.equal(['um', 'dois']);
    view.unmount();
  });
});
