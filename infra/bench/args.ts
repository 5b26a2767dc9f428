/** The benches' flags: `--name=value`, or `--name` alone meaning 'true'. */
export function benchArgs(argv: string[] = process.argv.slice(2)): Map<string, string> {
  return new Map(
    argv.map((a) => {
      const [k, v] = a.replace(/^--/, '').split('=');
      return [k!, v ?? 'true'];
    }),
  );
}
