import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type CryptoKey as JoseKey,
  type JWK,
} from 'jose';
import type { Storage } from '../../platform/storage/storage.service';

/** Where the academy's signing key lives: the private storage area, never served. */
export const ISSUER_KEY_PATH = 'claves/emisor-ed25519.json';

export interface IssuerKey {
  kid: string;
  privateKey: JoseKey;
  /** The public half as published in the JWKS. */
  publicJwk: JWK;
}

interface StoredKey {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

async function readStored(file: string): Promise<StoredKey | undefined> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as StoredKey;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

async function generate(): Promise<StoredKey> {
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', {
    crv: 'Ed25519',
    extractable: true,
  });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  return {
    kid,
    privateJwk: await exportJWK(privateKey),
    publicJwk: { ...publicJwk, kid, alg: 'EdDSA', use: 'sig' },
  };
}

/**
 * Writes the key only if none exists: a complete temporary file is hard-linked into place,
 * which fails when another instance (sharing DATA_DIR) linked its key first; then that one wins
 * and is read back, so every instance signs with the same key.
 */
async function createOnce(file: string): Promise<StoredKey> {
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const tmp = `${file}.${randomBytes(8).toString('hex')}.part`;
  const key = await generate();
  await fs.writeFile(tmp, JSON.stringify(key), { mode: 0o600 });
  try {
    await fs.link(tmp, file);
    return key;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const winner = await readStored(file);
    if (!winner) throw err;
    return winner;
  } finally {
    await fs.rm(tmp, { force: true });
  }
}

const loaded = new WeakMap<Storage, Promise<IssuerKey>>();

/**
 * The academy's Ed25519 signing key, generated the first time it is needed and kept in
 * DATA_DIR/private; loaded once per storage.
 */
export function issuerKey(storage: Storage): Promise<IssuerKey> {
  let key = loaded.get(storage);
  if (!key) {
    key = (async () => {
      const file = storage.absolutePath(ISSUER_KEY_PATH, 'private');
      const stored = (await readStored(file)) ?? (await createOnce(file));
      const privateKey = (await importJWK(stored.privateJwk, 'EdDSA')) as JoseKey;
      return { kid: stored.kid, privateKey, publicJwk: stored.publicJwk };
    })();
    key.catch(() => loaded.delete(storage));
    loaded.set(storage, key);
  }
  return key;
}
