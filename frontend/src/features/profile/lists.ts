/** spec §5: list fields typed as text are split, trimmed and their empties dropped. */
export function splitList(text: string, separator: string | RegExp = ','): string[] {
  return text
    .split(separator)
    .map((part) => part.trim())
    .filter(Boolean);
}
