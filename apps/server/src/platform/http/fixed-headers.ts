import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HelmetOptions } from 'helmet';

/**
 * API answers are never a document (OWASP's REST set): nothing may load from them or frame them,
 * and the headers that only matter to documents (COOP, XSS filter, DNS prefetch...) are left
 * out. Each costs a header on every answer, the most frequent work the server does.
 */
export const API_HELMET_OPTIONS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  xFrameOptions: { action: 'deny' },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} satisfies HelmetOptions;

type Middleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (err?: unknown) => void,
) => void;

/**
 * The headers a helmet middleware sets, read once by running it against a response that only
 * records them. Only for a configuration where no directive depends on the request (no nonce):
 * run per request, helmet's middlewares cost the cached public reads a fifth of their throughput
 * on the benchmark's machine (bench/TUNING-LOG.md, fifth round), for the same six headers every time.
 */
export function fixedHeaders(middleware: Middleware): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (err) => {
    failure = err;
  });
  if (failure) throw failure;
  return Object.freeze(headers);
}

/**
 * HSTS only where the academy is served over https (PUBLIC_URL): over plain http it tells
 * browsers nothing useful, and on a name later moved to https before its certificate works it
 * would lock people out for a year (helmet's max-age).
 */
export function hstsFor(publicUrl: string): boolean {
  return new URL(publicUrl).protocol === 'https:';
}
