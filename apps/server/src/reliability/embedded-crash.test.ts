import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually } from '../../test/eventually';
import { killStartedServers, startServerProcess } from '../../test/server-process';
import { makeTempDir } from '../../test/temp-dirs';

/*
 * The embedded database (PGlite in DATA_DIR/db) after a SIGKILL while writes are in flight. It
 * is PostgreSQL's own storage and write-ahead log compiled to WebAssembly, on the real file
 * system: at the next start it replays the log like a server after a crash. This runs in both
 * test passes, since it needs no PostgreSQL server. What it cannot show is a power cut: that
 * depends on the files reaching the disk, which a killed process does not affect (see
 * docs/decisions/013-crash-safety-and-scale-out.md).
 */

afterAll(() => {
  killStartedServers();
});

describe('the embedded database killed in the middle of writes', () => {
  it('opens again with every acknowledged write, and takes over the dead process’s lock', async () => {
    const dataDir = makeTempDir('academia-embedded-crash-');
    const first = await startServerProcess({ dataDir });
    const token = await first.login();

    const acknowledged: string[] = [];
    const writes = Array.from({ length: 120 }, (_, i) => `Categoría ${i}`).map((nombre) =>
      first
        .call('agregarCategoriaBlog', { nombre }, token)
        .then((res) => {
          if (res.status === 200) acknowledged.push(nombre);
        })
        .catch(() => undefined),
    );
    // Killed once some writes are answered and others are still queued or running.
    const midway = await eventually(async () => acknowledged.length >= 30, 30_000, 5);
    expect(midway, first.output()).toBe(true);
    expect(await first.stop('SIGKILL')).toBeNull();
    await Promise.all(writes);
    expect(acknowledged.length).toBeLessThan(120);

    const lock = path.join(dataDir, 'db', 'academia.lock');
    expect(existsSync(lock)).toBe(true);
    const second = await startServerProcess({ dataDir });
    expect(readFileSync(lock, 'utf8')).toBe(String(second.pid));

    const listed = await second.get('getCategorias');
    expect(listed.status).toBe(200);
    const names = (listed.body.content as { nombre: string }[]).map((c) => c.nombre);
    expect(names).toEqual(expect.arrayContaining(acknowledged));
    // Whatever else got in was written whole: each name once.
    expect(new Set(names).size).toBe(names.length);

    const again = await second.login();
    const after = await second.call('agregarCategoriaBlog', { nombre: 'Después' }, again);
    expect(after.status).toBe(200);
    expect(await second.stop('SIGTERM')).toBe(0);
  }, 120_000);
});
