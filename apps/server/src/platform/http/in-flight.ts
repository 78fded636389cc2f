/**
 * The calls still running. A client that hangs up does not stop its call's work, and Fastify's
 * `close()` only waits for open connections: a shutdown waits for these too before the
 * database closes, so the work finishes (or its transaction rolls back) on a live pool instead
 * of failing half way with "Cannot use a pool after calling end".
 */
export class InFlight {
  private running = 0;
  private waiting: (() => void)[] = [];

  async run<T>(work: () => Promise<T>): Promise<T> {
    this.running++;
    try {
      return await work();
    } finally {
      this.running--;
      if (this.running === 0) for (const done of this.waiting.splice(0)) done();
    }
  }

  /** Resolves true once nothing runs, or false after `timeoutMs` (a call stuck for good). */
  drained(timeoutMs: number): Promise<boolean> {
    if (this.running === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.waiting.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }
}
