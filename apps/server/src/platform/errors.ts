import type { ErrorCode } from '@academia/contract/core/envelope';

/** An error whose message is Spanish and fit to show the person who made the request. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fields?: { path: string; message: string }[]) =>
  new AppError(400, fields ? 'validation' : 'bad_request', message, fields);
export const unauthorized = (message = 'Debes iniciar sesión para continuar.') =>
  new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'No tienes permiso para realizar esta acción.') =>
  new AppError(403, 'forbidden', message);
export const notFound = (message = 'No se encontró lo que buscas.') =>
  new AppError(404, 'not_found', message);
export const conflict = (message: string) => new AppError(409, 'conflict', message);
export const payloadTooLarge = (message: string) => new AppError(413, 'payload_too_large', message);
export const unsupportedMediaType = (message: string) =>
  new AppError(415, 'unsupported_media_type', message);
export const tooManyRequests = (
  message = 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
) => new AppError(429, 'too_many_requests', message);
