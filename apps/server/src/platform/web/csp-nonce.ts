import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

const nonces = new WeakMap<ServerResponse, string>();

/**
 * The script nonce of one answer: made when helmet writes the Content-Security-Policy header,
 * then read again by the web renderer for the page's inline scripts. A new one per request, so
 * a script injected into a page can never guess it.
 */
export function scriptNonce(res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (nonce === undefined) {
    nonce = randomBytes(16).toString('hex');
    nonces.set(res, nonce);
  }
  return nonce;
}
