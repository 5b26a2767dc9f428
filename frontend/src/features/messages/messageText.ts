/** Small text helpers of the messages screen. */

/** Up to two initials for the avatar fallback ('Ana Souza' → 'AS'). */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('');
}

/** The unread badge read out: '1 mensagem não lida', '3 mensagens não lidas'. */
export function unreadLabel(count: number): string {
  return count === 1 ? '1 mensagem não lida' : `${count} mensagens não lidas`;
}

/** A send's idempotency key (1–64 of [A-Za-z0-9_-]); reused when the same text is sent again after a failure. */
export function newClientId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
