import { rmSync } from 'node:fs';

/** The server's data folder of this run is temporary: remove it once the suite is done. */
export default function removeDataDir(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir?.includes('academia-e2e-')) rmSync(dir, { recursive: true, force: true });
}
