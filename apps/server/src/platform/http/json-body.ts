import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors';

/** No form of the API nests deeper than a handful of levels; 32 leaves room to grow. */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether JSON text opens more than `max` arrays or objects inside one another. One pass over
 * the characters, with no recursion and no parse: brackets inside strings are text. Malformed
 * text is left to the parser, which refuses it anyway.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}

/**
 * Replaces Fastify's JSON parser with one that first refuses deep nesting: 8,000 nested arrays
 * in 16 KB made every later walk of the body (the parse, the NUL check, the schema) cost up to
 * two seconds of the only thread. The parse itself stays Fastify's (prototype poisoning refused).
 */
export function registerJsonBodyParser(app: FastifyInstance, bodyLimit: number): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit },
    (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
        done(
          badRequest(
            `Los datos enviados no son válidos: tienen más de ${MAX_JSON_DEPTH} niveles anidados.`,
          ),
          undefined,
        );
        return;
      }
      parse(request, text, done);
    },
  );
}

/**
 * Cuts the connection of a request whose body, other than a multipart upload, has not fully
 * arrived within `bodyMs`: Node's own request deadline must leave an hour for a video, which
 * would let a JSON body sent a byte at a time hold a connection for that hour.
 */
export function registerBodyDeadline(app: FastifyInstance, bodyMs: number): void {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    const { 'content-length': length, 'transfer-encoding': chunked } = request.headers;
    const hasBody = chunked !== undefined || (length !== undefined && length !== '0');
    if (hasBody && !raw.complete && !request.isMultipart()) {
      // Destroying the request destroys its socket; an injected request (server rendering) has
      // a stand-in socket without `destroy`, so the socket is never called directly.
      const cut = setTimeout(() => raw.destroy(), bodyMs);
      const clear = () => clearTimeout(cut);
      raw.once('end', clear);
      raw.once('close', clear);
      reply.raw.once('close', clear);
    }
    done();
  });
}
