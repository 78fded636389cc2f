import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

/** The DATA_DIR folders a backup carries: public uploads and private files (CVs, signing key). */
export const FILE_AREAS = ['uploads', 'private'] as const;

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Every regular file under `root/<area>`, as forward-slash paths relative to `root`, sorted. */
export async function listFiles(root: string): Promise<string[]> {
  const found: string[] = [];
  for (const area of FILE_AREAS) {
    const dir = path.join(root, area);
    if (!existsSync(dir)) continue;
    const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const absolute = path.join(entry.parentPath, entry.name);
      found.push(path.relative(root, absolute).split(path.sep).join('/'));
    }
  }
  return found.sort();
}
