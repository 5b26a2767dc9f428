/**
 * Writing text into the HTML the backend serves (a job's head, a drawn page, the preloads).
 *
 * Never `String.prototype.replace` with a replacement *string* that carries data: in it `$'`,
 * `` $` ``, `$&` and `$<name>` are patterns, so a name or a job's text holding them copied parts of
 * the page into itself (issue 22: whole documents and raw JSON after the footer). These helpers
 * splice by index, so whatever is inserted goes in as it is.
 */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an element's content or an attribute value in quotes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

const SCRIPT_ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * JSON inside a `<script>` element (JSON-LD, the drawn page's state): no `<` is left, so no text
 * can end the element (`</script>`) or open an HTML comment (`<!--`, after which the parser looks
 * for `-->` and the element ends elsewhere). `>` and `&` go too, so the text reads the same to any
 * HTML tool; U+2028/2029 for older JavaScript parsers. JSON.parse reads all of them back as they were.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c]!);
}

/** `html` with `text` inserted just before the first `marker`; unchanged without one. */
export function insertBefore(html: string, marker: string, text: string): string {
  const at = html.indexOf(marker);
  return at < 0 ? html : html.slice(0, at) + text + html.slice(at);
}

/** `html` with the first match of `pattern` (a fixed string or a regular expression) replaced by `text`, taken literally. */
export function replaceFirst(html: string, pattern: string | RegExp, text: string): string {
  let at: number;
  let length: number;
  if (typeof pattern === 'string') {
    at = html.indexOf(pattern);
    length = pattern.length;
  } else {
    const match = new RegExp(pattern.source, pattern.flags.replace('g', '')).exec(html);
    at = match ? match.index : -1;
    length = match ? match[0].length : 0;
  }
  return at < 0 ? html : html.slice(0, at) + text + html.slice(at + length);
}
