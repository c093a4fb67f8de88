/** One console line per distinct message for one widget: updates and re-renders repeat the check, not the noise. */
export function createWarnOnce(log: (message: string) => void = console.warn): (message: string) => void {
  const said = new Set<string>();
  return (message) => {
    if (said.has(message)) return;
    said.add(message);
    log(message);
  };
}
