/**
 * The suite's one polling loop, for a state no promise announces (a toast drawn, a cache entry
 * written by a dispatch that lands a tick later): reads until `check` holds, or fails naming `what`
 * after a busy machine's deadline (as the backend suite's, never below 10 s).
 */
export async function waitFor<T>(check: () => T | undefined | null | false, what: string, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
