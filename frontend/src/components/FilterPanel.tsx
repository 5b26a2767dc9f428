import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import type { FilterSpec } from '../lib/urlFilters';
import type { UrlFilters } from '../lib/useUrlFilters';
import { FilterSelect, type FilterOption } from './FilterSelect';
import { SearchField } from './SearchField';
import { ServerKept } from './ServerKept';

/** One select of a filter panel: the URL parameter it sets and how it reads. */
export interface SelectFilter<S extends FilterSpec> {
  param: keyof S & string;
  id: string;
  label: string;
  options: readonly FilterOption[];
  /** The 'no filter' option's words when not 'Todas' (a masculine noun: 'Todos'). */
  allLabel?: string;
}

/**
 * A catalogue's filter box (spec §5): the text search, a row of selects described by `selects`,
 * and 'Limpar filtros', enabled while any filter is set. Every value lives in the URL (`url`).
 */
export function FilterPanel<S extends FilterSpec>(props: FilterPanelProps<S>) {
  // On the server, drawn once per its props and kept (ServerKept, decision 0038): what it draws is
  // the filters' values, the options and the texts, all in its props (`url.filters`, `url.filtered`).
  return (
    <ServerKept>
      <FilterPanelView {...props} />
    </ServerKept>
  );
}

interface FilterPanelProps<S extends FilterSpec> {
  url: UrlFilters<S>;
  search: { param: keyof S & string; id: string; label: string; placeholder: string };
  groupLabel: string;
  selects: readonly SelectFilter<S>[];
}

function FilterPanelView<S extends FilterSpec>({ url, search, groupLabel, selects }: FilterPanelProps<S>) {
  const valueOf = (param: keyof S & string): string => String(url.filters[param] ?? '');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 3 }}>
      <SearchField
        key={valueOf(search.param)}
        id={search.id}
        label={search.label}
        placeholder={search.placeholder}
        committed={valueOf(search.param)}
        onSearch={(text) => url.setFilter(search.param, text)}
      />
      <Grid container spacing={2} sx={{ pt: 2 }} role="group" aria-label={groupLabel}>
        {selects.map((select) => (
          <Grid key={select.param} size={{ xs: 12, sm: 12 / selects.length }}>
            <FilterSelect
              id={select.id}
              label={select.label}
              allLabel={select.allLabel}
              value={valueOf(select.param)}
              options={select.options}
              onChange={(value) => url.setFilter(select.param, value)}
            />
          </Grid>
        ))}
      </Grid>
      <Box sx={{ mt: 1.5, textAlign: 'right' }}>
        <Button disabled={!url.filtered} onClick={url.clear}>
          Limpar filtros
        </Button>
      </Box>
    </Paper>
  );
}
