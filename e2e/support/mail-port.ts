/** The e2e mail sink listens beside the app: its port, so both sides agree without a file. */
export function mailSinkPort(appPort: number): number {
  return appPort + 1000;
}
