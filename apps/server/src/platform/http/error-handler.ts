import type { ErrorBody } from '@academia/contract/core/envelope';
import type { FastifyError, FastifyInstance } from 'fastify';
import { sqlStateOf } from '../db/pg-error';
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

/**
 * A statement the database refused because of the values it was given. Services map the
 * failures they expect with their own words; this is the net under the ones they do not, so a
 * value no schema caught is the client's 400 (or a 409 for a duplicate) and never a 500.
 */
function fromDatabaseError(error: unknown): AppError | undefined {
  const state = sqlStateOf(error);
  if (!state) return undefined;
  // Class 22, data exception: out of range, invalid text representation, bad characters.
  if (state.startsWith('22')) {
    return new AppError(400, 'bad_request', 'Uno de los valores enviados no es válido.');
  }
  if (state === '23505') {
    return new AppError(409, 'conflict', 'Ya existe un registro con esos datos.');
  }
  if (state === '23503' || state === '23001') {
    return new AppError(
      409,
      'conflict',
      'La operación no es posible: hay registros relacionados que lo impiden o ya no existen.',
    );
  }
  return undefined;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known =
      error instanceof AppError ? error : (fromFastifyError(error) ?? fromDatabaseError(error));
    if (known) {
      if (!(error instanceof AppError) && known.statusCode < 500 && sqlStateOf(error)) {
        request.log.warn({ err: error }, 'database refused a value no schema caught');
      }
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
