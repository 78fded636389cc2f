import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test/temp-dirs';
import { openDatabase } from './client';
import { EmbeddedDatabaseBusyError, lockEmbeddedDatabase } from './embedded-lock';

const tempDir = () => makeTempDir('academia-lock-');

describe('the embedded database lock', () => {
  it('refuses a second owner while the first one lives, and frees the lock on close', async () => {
    const dataDir = tempDir();
    const database = await openDatabase({ databaseUrl: undefined, dataDir, inMemory: false });
    const lockFile = path.join(dataDir, 'db', 'academia.lock');
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));

    // Another live process holds it: simulate with the lock naming a running child.
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      const other = tempDir();
      writeFileSync(path.join(other, 'academia.lock'), String(child.pid));
      expect(() => lockEmbeddedDatabase(other)).toThrow(EmbeddedDatabaseBusyError);
      expect(() => lockEmbeddedDatabase(other)).toThrow(/ya está abierta por otro proceso/);
    } finally {
      child.kill();
    }

    await database.close();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('takes over a lock left by a process that died', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'academia.lock'), '2147483646');
    const unlock = lockEmbeddedDatabase(dir);
    expect(readFileSync(path.join(dir, 'academia.lock'), 'utf8')).toBe(String(process.pid));
    unlock();
  });
});
