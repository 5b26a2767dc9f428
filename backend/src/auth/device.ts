/**
 * The device a session signed in from, in a few Portuguese words ('Chrome no Windows', 'Safari no
 * iPhone'), read from the User-Agent once at sign-in for the profile's 'Sessões' list (issue 22).
 * A hand parser on purpose: the list only needs the browser family and the system to let people
 * tell their sessions apart, not versions or device models. Anything it does not recognise is
 * 'Navegador desconhecido' — the header is the client's claim and nothing else trusts it.
 */

export const UNKNOWN_DEVICE = 'Navegador desconhecido';

/** Only the start is read: real User-Agents are a few hundred characters, a longer one is noise. */
const MAX_READ = 512;

/** First match wins: the order matters, since Edge and Opera also say 'Chrome', and Chrome says 'Safari'. */
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera|OPiOS)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  // 'HeadlessChrome': Chrome driven by a program (a headless browser) is still Chrome.
  [/\b(?:Headless)?(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export function describeDevice(userAgent: string | undefined): string {
  const ua = (userAgent ?? '').slice(0, MAX_READ);
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  if (!browser) return UNKNOWN_DEVICE;
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  // Every system named here is masculine in Portuguese: 'no'.
  return system ? `${browser} no ${system}` : browser;
}
