import { z } from 'zod';

/** What one multipart call accepts besides its files, from the call's request schema. */
export interface TextFieldLimits {
  /** The schema's fields: any other text part is refused. */
  names: ReadonlySet<string>;
  /** Busboy's cap on one text part's bytes: the longest the schema admits, in UTF-8. */
  fieldBytes: number;
  /** Busboy's cap on the number of text parts. */
  fields: number;
}

/** Fastify's own body limit, when the app sets none. */
const DEFAULT_CEILING = 1024 * 1024;
/** Numbers, ids, dates, flags and e-mail addresses: none comes near this. */
const SHORT_FIELD_BYTES = 1024;
/** A field of a list may be sent once per item; lists in forms stay short. */
const LIST_ITEMS = 100;
/** A UTF-16 code unit takes at most three bytes in UTF-8 (a surrogate pair, four for two). */
const UTF8_BYTES_PER_UNIT = 3;

interface JsonField {
  type?: string | string[];
  maxLength?: number;
  maxItems?: number;
  anyOf?: JsonField[];
  items?: JsonField;
}

function bytesOf(field: JsonField): number {
  if (field.anyOf) return Math.max(...field.anyOf.map(bytesOf));
  if (field.items) return bytesOf(field.items);
  return field.maxLength === undefined
    ? SHORT_FIELD_BYTES
    : Math.max(SHORT_FIELD_BYTES, field.maxLength * UTF8_BYTES_PER_UNIT);
}

function partsOf(field: JsonField): number {
  if (field.anyOf) return Math.max(...field.anyOf.map(partsOf));
  return field.type === 'array' ? (field.maxItems ?? LIST_ITEMS) : 1;
}

/**
 * The limits busboy applies while it reads a call's text parts, so that junk fields cost the
 * server no more than the call's own form could: before, every multipart call buffered up to
 * 100 fields of 1 MB whatever it declared. `ceiling` caps a field's bytes.
 */
export function textFieldLimits(
  request: z.ZodType,
  ceiling: number = DEFAULT_CEILING,
): TextFieldLimits {
  const schema = z.toJSONSchema(request, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonField>;
  };
  const fields = Object.entries(schema.properties ?? {});
  return {
    names: new Set(fields.map(([name]) => name)),
    fieldBytes: Math.min(
      ceiling,
      Math.max(SHORT_FIELD_BYTES, ...fields.map(([, f]) => bytesOf(f))),
    ),
    fields: Math.max(
      1,
      fields.reduce((sum, [, f]) => sum + partsOf(f), 0),
    ),
  };
}
