import type { ErrorBody } from '@academia/contract/core/envelope';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../errors';

function body(error: ErrorBody['error']): ErrorBody {
  return { success: false, error };
}

/** Maps Fastify's own errors (parsing, limits) to the envelope with a Spanish message. */
function fromFastifyError(error: FastifyError): AppError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError(400, 'bad_request', 'El cuerpo de la petición no es un JSON válido.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError(
        415,
        'unsupported_media_type',
        'El tipo de contenido de la petición no es válido para esta llamada.',
      );
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError(413, 'payload_too_large', 'La petición es demasiado grande.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError(
        415,
        'unsupported_media_type',
        'Esta llamada espera un formulario multipart/form-data.',
      );
    default:
      break;
  }
  if (error instanceof SyntaxError || error.statusCode === 400) {
    return new AppError(400, 'bad_request', 'La petición no es válida.');
  }
  if (error.statusCode === 413) {
    return new AppError(413, 'payload_too_large', 'La petición es demasiado grande.');
  }
  if (error.statusCode === 415) {
    return new AppError(415, 'unsupported_media_type', 'El tipo de contenido no es válido.');
  }
  if (error.statusCode === 429) {
    return new AppError(
      429,
      'too_many_requests',
      'Demasiadas peticiones. Espera unos minutos e inténtalo de nuevo.',
    );
  }
  return undefined;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = error instanceof AppError ? error : fromFastifyError(error);
    if (known) {
      if (known.statusCode >= 500) request.log.error({ err: error }, known.message);
      return reply.status(known.statusCode).send(
        body({
          code: known.code,
          message: known.message,
          ...(known.fields ? { fields: known.fields } : {}),
        }),
      );
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(
      body({
        code: 'internal',
        message: 'Ocurrió un error inesperado. Inténtalo de nuevo más tarde.',
      }),
    );
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    return reply.status(404).send(
      body({
        code: 'not_found',
        message: path.startsWith('/api')
          ? `La llamada ${path} no existe.`
          : 'La página que buscas no existe.',
      }),
    );
  });
}
