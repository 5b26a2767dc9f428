/**
 * The Content-Security-Policy of every page the backend serves (helmet, app.ts).
 *
 * Sources are named, never whole schemes (issue 22): `https:` in img-src let an injected image
 * call any server with a visitor's address, `ws: wss:` in connect-src let an injected script send
 * anything anywhere over a WebSocket.
 * - connect-src 'self': the app calls only its own API and Socket.IO, by relative URLs; current
 *   browsers count a same-origin ws:/wss: as 'self'. ALLOWED_ORIGINS is not added: it names who
 *   may call us (the Vite dev server), not whom our pages call, and that server's pages do not
 *   carry this policy.
 * - img-src 'self' data: blob:: our files and uploads on our origin, inline SVG banners, a picked
 *   photo's preview before it is uploaded; plus the uploads' origin when they are served from
 *   another one (S3_PUBLIC_URL, or an absolute UPLOADS_PUBLIC_URL: a bucket or a CDN).
 */
import type { Config } from '../config';

/** The origin of an absolute URL; null for a path on our own origin. */
function originOf(url: string): string | null {
  return /^https?:\/\//i.test(url) ? new URL(url).origin : null;
}

export function contentSecurityDirectives(config: Pick<Config, 'cookieSecure' | 'storage'>) {
  const uploads = originOf(config.storage.publicUrl);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"], // MUI/emotion inject style tags
    imgSrc: ["'self'", 'data:', 'blob:', ...(uploads ? [uploads] : [])],
    connectSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    // Only where the site is served over HTTPS (Secure cookies say so): `npm start` runs production
    // on plain http://localhost, where an upgrade would send every asset to a port that is not there.
    upgradeInsecureRequests: config.cookieSecure ? [] : null,
  };
}
