/** The benches' flags: `--name=value` (the value may hold '=' itself), or `--name` alone meaning 'true'. */
export function benchArgs(argv: string[] = process.argv.slice(2)): Map<string, string> {
  return new Map(
    argv.map((a) => {
      const flag = a.replace(/^--/, '');
      const eq = flag.indexOf('=');
      return eq < 0 ? [flag, 'true'] : [flag.slice(0, eq), flag.slice(eq + 1)];
    }),
  );
}
