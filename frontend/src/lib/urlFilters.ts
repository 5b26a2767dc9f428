/**
 * Filters live in the URL (STYLE rule 12), so a filtered list is a link and
 * survives a reload. A value outside its list counts as 'Todas' (no filter).
 */
export type FilterSpec = Record<string, readonly string[] | 'text'>;

export type FilterValues<S extends FilterSpec> = { [K in keyof S]?: S[K] extends readonly (infer V)[] ? V : string };

export function readFilters<S extends FilterSpec>(params: URLSearchParams, spec: S): FilterValues<S> {
  const values: Record<string, string> = {};
  for (const [key, allowed] of Object.entries(spec)) {
    const raw = params.get(key)?.trim();
    if (!raw) continue;
    if (allowed === 'text' || allowed.includes(raw)) values[key] = raw;
  }
  return values as FilterValues<S>;
}

/** The same params with one filter changed ('' removes it). */
export function withFilter(params: URLSearchParams, key: string, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value.trim()) next.set(key, value.trim());
  else next.delete(key);
  return next;
}

export function hasAnyFilter(params: URLSearchParams, spec: FilterSpec): boolean {
  return Object.keys(spec).some((key) => !!params.get(key)?.trim());
}

export function withoutFilters(params: URLSearchParams, spec: FilterSpec): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.keys(spec)) next.delete(key);
  return next;
}

/**
 * The search params as the address bar holds them right now. The router's
 * `searchParams` is the value of the last render, which can lag behind when
 * two filters change in quick succession; building the next URL from it would
 * drop the first change.
 */
export function liveParams(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

/**
 * Select options from a list of values; a value from a shared link stays
 * selectable even if the list has not loaded (or no longer has it).
 */
export function optionsWithSelected(values: readonly string[] | undefined, selected: string | undefined) {
  const options = (values ?? []).map((value) => ({ value, label: value }));
  if (selected && !options.some((option) => option.value === selected)) options.unshift({ value: selected, label: selected });
  return options;
}
