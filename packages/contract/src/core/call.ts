import { z } from 'zod';

/** Who the platform knows, by the spec's `tipo`: 0 administrator, 1 student, 2 teacher. */
export const TIPO = { admin: 0, student: 1, teacher: 2 } as const;
export type Role = keyof typeof TIPO;

/**
 * Who may make a call. `anyone` needs no token; `signed-in` any active user; a list of roles
 * only those. Ownership (a student's own `alumno_curso`, attempt, profile item...) is stated in
 * `owns` and enforced by the service, because it depends on the data.
 */
export type Access = 'anyone' | 'signed-in' | readonly Role[];

/**
 * The kinds of record a teacher's call may name, each inside the teacher's own groups: a
 * course they teach a group of, one of their groups, an enrolment of one of their students, a
 * forum question of their course, an answer or a reply under it, an evaluation attempt of one
 * of their students. See decision 022.
 */
export type TaughtRecord =
  | 'curso'
  | 'grupo'
  | 'alumno_curso'
  | 'foro'
  | 'respuesta_foro'
  | 'replica_foro'
  | 'intento';

/**
 * The kinds of upload the storage accepts. The type is read from the file's bytes, never from
 * its name, and each kind has a size limit:
 * - `image`: JPEG, PNG, GIF or WebP, up to 10 MB.
 * - `video`: MP4, WebM or QuickTime (MOV), up to 5 GB, streamed to storage.
 * - `pdf`: PDF, up to 20 MB.
 * - `material`: a lesson's downloadable material: PDF, Word, Excel or PowerPoint (also the
 *   old .doc/.xls/.ppt), an image, a ZIP or plain UTF-8 text, up to 100 MB.
 * HTML, SVG and XML are never accepted, whatever the kind.
 */
export type UploadKind = 'image' | 'video' | 'pdf' | 'material';

export interface FileField {
  kind: UploadKind;
  required: boolean;
  /** `files[0]`, `files[1]`... in the spec's multipart forms. */
  multiple?: boolean;
  /**
   * Kept out of the public `/uploads/` area (a job applicant's CV): only an authorised call
   * can read it back.
   */
  private?: boolean;
  /** The storage folder for these files (`cursos`); by default the kind's own folder. */
  folder?: string;
}

export type Body = 'json' | 'query' | 'multipart';

export interface CallDefinition<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
> {
  /** The spec's name, also the path under /api/. */
  name: string;
  method: 'GET' | 'POST';
  /** `/api/<name>/` unless the spec gives another (`alumno/paginado`). */
  path: string;
  access: Access;
  /** The request fields that must belong to the caller, checked by the service. */
  owns?: readonly string[];
  /**
   * For a call that admits teachers: the request fields that name a record, and which kind,
   * that must lie inside the calling teacher's own groups. The call pipeline checks them after
   * parsing, before the handler runs (a field left out of the request is not checked); a
   * teacher outside is refused with 403. Administrators are not scoped.
   */
  teaches?: Readonly<Record<string, TaughtRecord>>;
  /** GET calls read the query string; POST calls a JSON body unless multipart. */
  body: Body;
  request: Req;
  /** The success body without `success: true`, which the server adds. */
  response: Res;
  files?: Readonly<Record<string, FileField>>;
  /** Spanish, for the API documentation. */
  summary: string;
  /** Calls anyone may make and that create things are limited per address. */
  rateLimit?: { max: number; windowSeconds: number };
}

interface CallInput<Req extends z.ZodType, Res extends z.ZodType> {
  name: string;
  method?: 'GET' | 'POST';
  path?: string;
  access: Access;
  owns?: readonly string[];
  teaches?: Readonly<Record<string, TaughtRecord>>;
  multipart?: boolean;
  request: Req;
  response: Res;
  files?: Readonly<Record<string, FileField>>;
  summary: string;
  rateLimit?: { max: number; windowSeconds: number };
}

export function defineCall<Req extends z.ZodType, Res extends z.ZodType>(
  input: CallInput<Req, Res>,
): CallDefinition<Req, Res> {
  const method = input.method ?? 'POST';
  return {
    name: input.name,
    method,
    path: `/api/${input.path ?? input.name}/`,
    access: input.access,
    owns: input.owns,
    teaches: input.teaches,
    body: method === 'GET' ? 'query' : input.multipart ? 'multipart' : 'json',
    request: input.request,
    response: input.response,
    files: input.files,
    summary: input.summary,
    rateLimit: input.rateLimit,
  };
}

export type RequestOf<C extends CallDefinition> = z.input<C['request']>;
export type ParsedRequestOf<C extends CallDefinition> = z.output<C['request']>;
export type ResponseOf<C extends CallDefinition> = z.output<C['response']>;

/** An empty request: GET calls with no query and POST calls with no fields. */
export const ZEmpty = z.object({});

/**
 * A whole number as JSON sends it, or as decimal digits in a path, a query string or a
 * multipart field. Nothing else is read as one: coercion took JSON `true` as 1 (and deleted
 * topic 1), and `1e3` or `0x10` in a path as 1000 and 16.
 */
function zWholeNumber(min: number, max: number) {
  const number = z.number().int().min(min).max(max);
  return z.union([number, z.string().regex(/^\d+$/).transform(Number).pipe(number)]);
}

/** Ids are positive and fit PostgreSQL's integer. */
export const zId = zWholeNumber(1, 2_147_483_647);
export const zActivo = zWholeNumber(0, 1);
export const zPage = zWholeNumber(1, 1_000_000).default(1);

/** A paged list, as the spec gives it: `{ results, count }`. */
export function zPaged<T extends z.ZodType>(item: T) {
  return z.object({ results: z.array(item), count: z.number().int().min(0) });
}

/** Money travels as a string with two decimals (numeric(12,2) in the database). */
export const zMoney = z.string().regex(/^-?\d{1,10}\.\d{2}$/);
