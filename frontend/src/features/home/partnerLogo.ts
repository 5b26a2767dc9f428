/**
 * The placeholder that replaces a partner logo that fails to load (spec §8):
 * an inline SVG with the partner's name, so it needs no external host.
 */
function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
}

export function placeholderLogo(name: string): string {
  const label = name.length > 30 ? `${name.slice(0, 29)}…` : name;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96">` +
    `<rect width="240" height="96" rx="12" fill="#e8f1eb" stroke="#1b7a3e" stroke-width="2" stroke-dasharray="6 4"/>` +
    `<text x="120" y="54" text-anchor="middle" font-family="Arial, sans-serif" font-size="15" font-weight="700" fill="#12592c">${escapeXml(label)}</text>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
