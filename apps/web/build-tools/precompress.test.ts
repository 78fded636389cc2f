// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { precompress } from './precompress';

type WriteBundle = (options: { dir?: string }, bundle: Rollup.OutputBundle) => Promise<void>;

describe('precompress', () => {
  it('writes a .br and a .gz of each text file beside it, and none of the rest', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'academia-precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    const script = 'export const academia = "Conecta";\n'.repeat(100);
    const css = '.a { color: red; }\n'.repeat(100);
    const bundle = {
      'assets/app-1.js': { type: 'chunk', fileName: 'assets/app-1.js', code: script },
      'assets/app-1.css': {
        type: 'asset',
        fileName: 'assets/app-1.css',
        source: new TextEncoder().encode(css),
      },
      'assets/logo-1.png': {
        type: 'asset',
        fileName: 'assets/logo-1.png',
        source: new Uint8Array([1, 2, 3]),
      },
    } as unknown as Rollup.OutputBundle;
    const writeBundle = precompress().writeBundle as unknown as WriteBundle;

    await writeBundle({ dir }, bundle);

    const file = (name: string) => readFileSync(path.join(dir, 'assets', name));
    expect(brotliDecompressSync(file('app-1.js.br')).toString()).toBe(script);
    expect(gunzipSync(file('app-1.js.gz')).toString()).toBe(script);
    expect(brotliDecompressSync(file('app-1.css.br')).toString()).toBe(css);
    expect(file('app-1.js.br').length).toBeLessThan(file('app-1.js.gz').length);
    expect(existsSync(path.join(dir, 'assets', 'logo-1.png.br'))).toBe(false);
  });
});
