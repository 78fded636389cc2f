import { describe, expect, it } from 'vitest';
import { hashPassword, inTurns, verifyPassword } from './passwords';

/** A task the test finishes by hand, recording when it started. */
function manual(started: number[], id: number) {
  let finish: (fail?: boolean) => void = () => {};
  const work = () =>
    new Promise<number>((resolve, reject) => {
      started.push(id);
      finish = (fail) => (fail ? reject(new Error(`tarea ${id}`)) : resolve(id));
    });
  return { work, finish: (fail?: boolean) => finish(fail) };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('password hashing takes turns (issue 25)', () => {
  it('runs at most the given tasks at once, the others in order as slots free up', async () => {
    const turns = inTurns(2);
    const started: number[] = [];
    const tasks = [1, 2, 3, 4].map((id) => manual(started, id));
    const results = tasks.map((t) => turns(t.work));
    const firstFails = expect(results[0]).rejects.toThrow('tarea 1');
    await tick();
    expect(started).toEqual([1, 2]);
    tasks[1]?.finish();
    await tick();
    expect(started).toEqual([1, 2, 3]);
    // A failed task gives its slot back too.
    tasks[0]?.finish(true);
    await tick();
    expect(started).toEqual([1, 2, 3, 4]);
    tasks[2]?.finish();
    tasks[3]?.finish();
    await firstFails;
    expect(await Promise.all(results.slice(1))).toEqual([2, 3, 4]);
    // Once idle, new tasks start at once.
    const later = manual(started, 5);
    const fifth = turns(later.work);
    await tick();
    expect(started.at(-1)).toBe(5);
    later.finish();
    expect(await fifth).toBe(5);
  });

  it('verifies many sign-ins at once correctly while they take turns', async () => {
    const stored = await hashPassword('Otra clave larga');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        verifyPassword(stored, i % 2 === 0 ? 'Otra clave larga' : 'otra clave'),
      ),
    );
    expect(answers).toEqual([true, false, true, false, true, false]);
  });
});
