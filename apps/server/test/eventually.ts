/** Polls `check` every `everyMs` until it holds or `ms` pass; answers whether it held. */
export async function eventually(
  check: () => Promise<boolean>,
  ms: number,
  everyMs = 50,
): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** Like {@link eventually}, but a condition that never holds fails with `what`. */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  ms = 10_000,
  everyMs = 50,
): Promise<void> {
  if (!(await eventually(check, ms, everyMs))) throw new Error(`Tiempo agotado esperando: ${what}`);
}
