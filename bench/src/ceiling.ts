import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import type { RecordedResponse } from './generate-shape';

/**
 * The ceiling, run as its own process by the load run: a bare Fastify app on the same machine
 * that answers each call with the bytes the real server sent for it, headers and body, from
 * memory. Nothing on this machine answers those bytes faster, so the real server's throughput
 * is reported as a fraction of this one's (the public reads' budget is at least half).
 *
 * Usage: tsx src/ceiling.ts <recorded-responses.json> <port>
 */
const [file, port] = process.argv.slice(2);
if (!file || !port) throw new Error('uso: tsx src/ceiling.ts <respuestas.json> <puerto>');
const responses = JSON.parse(readFileSync(file, 'utf8')) as RecordedResponse[];

const app = Fastify({ logger: false });
for (const r of responses) {
  const body = Buffer.from(r.body, 'base64');
  app.route({
    method: ['GET', 'POST'],
    url: `/ceiling/${r.slot}`,
    handler: (_req, reply) => {
      reply.headers(r.headers).send(body);
    },
  });
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.info('ceiling ready');
