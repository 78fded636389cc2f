import { randomFillSync } from 'node:crypto';
import type { ServerResponse } from 'node:http';

const nonces = new WeakMap<ServerResponse, string>();

const NONCE_BYTES = 16;
// Every answer gets a nonce: drawing the random bytes for 256 of them at once (as Node's own
// randomUUID does) keeps the system call off almost every request.
const pool = Buffer.alloc(NONCE_BYTES * 256);
let offset = pool.length;

function freshNonce(): string {
  if (offset === pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const nonce = pool.toString('hex', offset, offset + NONCE_BYTES);
  offset += NONCE_BYTES;
  return nonce;
}

/**
 * The script nonce of one answer: made when helmet writes the Content-Security-Policy header,
 * then read again by the web renderer for the page's inline scripts. A new one per request, so
 * a script injected into a page can never guess it.
 */
export function scriptNonce(res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (nonce === undefined) {
    nonce = freshNonce();
    nonces.set(res, nonce);
  }
  return nonce;
}
