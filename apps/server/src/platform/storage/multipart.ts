import type { IncomingMessage } from 'node:http';
import type { FileField } from '@academia/contract/core/call';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest, payloadTooLarge, unsupportedMediaType } from '../errors';
import type { TextFieldLimits } from './multipart-limits';
import { EmptyFileError, type Storage, type StoredFile } from './storage.service';
import { largestLimit, UPLOAD_KINDS } from './upload-kinds';

export type { StoredFile } from './storage.service';

export interface MultipartForm {
  /** Text fields; a field sent more than once becomes an array, in order. */
  fields: Record<string, string | string[]>;
  /** Stored files by their declared field name (`files[0]`, `files[1]`... gather in `files`). */
  files: Record<string, StoredFile[]>;
}

/** `files[0]`, `files[]`: the spec's naming for the items of a multiple file field. */
const INDEXED = /^(.+)\[\d*\]$/;

function declaredName(
  partName: string,
  declared: Readonly<Record<string, FileField>>,
): string | undefined {
  if (Object.hasOwn(declared, partName)) return partName;
  const base = INDEXED.exec(partName)?.[1];
  return base !== undefined && Object.hasOwn(declared, base) && declared[base]?.multiple
    ? base
    : undefined;
}

const invalidForm = () => badRequest('El formulario enviado no es válido o llegó incompleto.');

/**
 * Busboy reports a malformed or cut-off body as a plain error, and a stream cut short reports
 * a premature close: the client sees a 400. The file system's own failures (a full disk) stay
 * server errors.
 */
function asClientError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { statusCode, syscall } = (error ?? {}) as { statusCode?: unknown; syscall?: unknown };
  if (typeof syscall === 'string') return error;
  return typeof statusCode === 'number' && statusCode < 500 ? error : invalidForm();
}

/** How long the rest of a refused body is read and dropped before hanging up. */
const LINGER_MS = 10_000;

/**
 * After a refusal (413, 415...) the client may still be sending. Like nginx's lingering close,
 * what arrives is read and dropped so that the client can read the answer, and the connection
 * is cut after a while so a 5 GB body is not read to its end.
 */
function abandonBody(raw: IncomingMessage): void {
  if (raw.complete) return;
  // Busboy stops here: what follows is dropped unparsed, not buffered as fields.
  raw.unpipe();
  const hangUp = setTimeout(() => raw.destroy(), LINGER_MS).unref();
  raw.once('close', () => clearTimeout(hangUp));
  raw.resume();
}

/**
 * Reads a multipart request part by part: each declared file streams to storage as it
 * arrives (never held in memory), text fields are collected. An empty file part, or an empty
 * text part under a file field's name (the spec's client sends `cv` empty when there is no
 * file), counts as absent. Text parts are capped by the call's own form (`text`), and an
 * undeclared field, text or file, ends the reading: the rest of the body is never parsed.
 * `required` is enforced, and on any failure the files already stored are discarded.
 */
export async function readMultipart(
  request: FastifyRequest,
  declared: Readonly<Record<string, FileField>>,
  storage: Storage,
  text: TextFieldLimits,
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw unsupportedMediaType('Esta llamada espera un formulario multipart/form-data.');
  }
  const fields = new Map<string, string[]>();
  const files = new Map<string, StoredFile[]>();
  // Busboy's own cap sits above every declared kind's limit, so the storage's per-kind limit
  // (with its precise message) is always the one that fires.
  const fileSize = largestLimit(Object.values(declared).map((field) => field.kind)) + 1;
  const parts = request.parts({
    limits: {
      fileSize,
      fieldSize: text.fieldBytes,
      // A file field left empty arrives as an empty text part.
      fields: text.fields + Object.keys(declared).length,
    },
  });

  try {
    for (;;) {
      let part: Multipart;
      try {
        const next = await parts.next();
        if (next.done) break;
        part = next.value;
      } catch (error) {
        throw asClientError(error);
      }
      const name = declaredName(part.fieldname, declared);
      const field = name === undefined ? undefined : declared[name];

      if (part.type === 'field') {
        if (name !== undefined) {
          if (part.value === '') continue;
          throw badRequest(`El campo «${part.fieldname}» debe ser un archivo.`);
        }
        if (!text.names.has(part.fieldname)) {
          throw badRequest(`Esta llamada no admite el campo «${part.fieldname}».`);
        }
        if (part.valueTruncated || part.fieldnameTruncated) {
          throw payloadTooLarge(`El campo «${part.fieldname}» es demasiado largo.`);
        }
        if (typeof part.value !== 'string') throw invalidForm();
        fields.set(part.fieldname, [...(fields.get(part.fieldname) ?? []), part.value]);
        continue;
      }

      if (name === undefined || field === undefined) {
        part.file.destroy();
        throw badRequest(`Esta llamada no admite el archivo «${part.fieldname}».`);
      }
      const stored = files.get(name) ?? [];
      if (stored.length > 0 && !field.multiple) {
        part.file.destroy();
        throw badRequest(`Envía un solo archivo en «${name}».`);
      }
      try {
        stored.push(
          await storage.save(part.file, {
            kind: field.kind,
            folder: field.folder ?? UPLOAD_KINDS[field.kind].defaultFolder,
            originalName: part.filename,
            visibility: field.private ? 'private' : UPLOAD_KINDS[field.kind].defaultVisibility,
          }),
        );
        files.set(name, stored);
      } catch (error) {
        if (error instanceof EmptyFileError) continue;
        throw asClientError(error);
      }
    }

    const missing = Object.entries(declared).filter(
      ([name, field]) => field.required && !files.get(name)?.length,
    );
    if (missing.length > 0) {
      throw badRequest(
        `Falta adjuntar ${missing.map(([name]) => `«${name}»`).join(', ')}.`,
        missing.map(([name]) => ({ path: name, message: 'Adjunta un archivo.' })),
      );
    }
  } catch (error) {
    abandonBody(request.raw);
    await storage.discard([...files.values()].flat());
    throw error;
  }

  return {
    fields: Object.fromEntries(
      [...fields].map(([name, values]) => [
        name,
        values.length === 1 ? (values[0] as string) : values,
      ]),
    ),
    files: Object.fromEntries(files),
  };
}
