import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Fastify writes two `info` lines per request; at the default level they buried the start-up
 * lines and the errors. Here each request is one `debug` line (method, address, status, time),
 * so `LOG_LEVEL=debug` brings them back. Failures keep Fastify's levels.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    reply.log.debug(
      { req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
}
