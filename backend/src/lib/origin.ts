/**
 * Whether a browser request comes from our own pages. Browsers send `Origin`
 * on every cross-origin request and on same-origin unsafe ones; a request
 * without it is not a browser acting for another site (curl, tests, a
 * server), so the session cookie's SameSite=Lax and this check together
 * keep other sites from acting with a visitor's session.
 */
export function originAllowed(origin: string | undefined, host: string | undefined, allowed: readonly string[]): boolean {
  if (!origin) return true;
  if (allowed.includes(origin)) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false; // 'null' (sandboxed frames, file://) and garbage
  }
}
