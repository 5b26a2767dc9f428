import { useSearchParams } from 'react-router';
import { hasAnyFilter, liveParams, readFilters, withFilter, withoutFilters, type FilterSpec } from './urlFilters';

/**
 * A list's filters as the URL holds them (STYLE 12): their values, whether any is set, and the
 * two ways to change them, each built from the address bar as it is now (liveParams says why).
 */
export function useUrlFilters<S extends FilterSpec>(spec: S) {
  const [params, setParams] = useSearchParams();
  return {
    params,
    filters: readFilters(params, spec),
    filtered: hasAnyFilter(params, spec),
    setFilter: (key: keyof S & string, value: string) => setParams(withFilter(liveParams(), key, value)),
    clear: () => setParams(withoutFilters(liveParams(), spec)),
  };
}

export type UrlFilters<S extends FilterSpec> = ReturnType<typeof useUrlFilters<S>>;
