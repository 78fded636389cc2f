import type { CallDefinition, RequestOf, ResponseOf } from '@academia/contract/core/call';
import type { ErrorCode } from '@academia/contract/core/envelope';
import { ApiError, type FieldError } from './api-error';
import { getStoredToken } from './session';

const NETWORK_MESSAGE =
  'No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.';
const BAD_ANSWER_MESSAGE = 'El servidor no respondió correctamente. Inténtalo de nuevo más tarde.';

/** Sends a request to the API and answers its response: `fetch`, or in-process on the server. */
export type FetchApi = (path: string, init: RequestInit) => Promise<Response>;

type FileValue = Blob | readonly Blob[] | null | undefined;

export interface CallOptions {
  /** Server-side loaders pass the load context's `fetchApi`; the browser uses `fetch`. */
  fetchApi?: FetchApi;
  /** Multipart calls: the file fields the contract lists, by name. */
  files?: Readonly<Record<string, FileValue>>;
  signal?: AbortSignal;
}

type Scalar = string | number | boolean;

function scalarsOf(value: unknown): Scalar[] {
  const values = Array.isArray(value) ? value : [value];
  return values.filter(
    (v): v is Scalar => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean',
  );
}

function entriesOf(input: unknown): [string, unknown][] {
  return input !== null && typeof input === 'object' ? Object.entries(input) : [];
}

function queryString(input: unknown): string {
  const params = new URLSearchParams();
  for (const [key, value] of entriesOf(input)) {
    for (const v of scalarsOf(value)) params.append(key, String(v));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function formData(input: unknown, files: CallOptions['files']): FormData {
  const form = new FormData();
  for (const [key, value] of entriesOf(input)) {
    for (const v of scalarsOf(value)) form.append(key, String(v));
  }
  for (const [key, value] of Object.entries(files ?? {})) {
    if (!value) continue;
    for (const blob of Array.isArray(value) ? value : [value]) form.append(key, blob);
  }
  return form;
}

function requestFor(call: CallDefinition, input: unknown, options: CallOptions) {
  const headers = new Headers({ accept: 'application/json' });
  const token = options.fetchApi ? null : getStoredToken();
  if (token) headers.set('authorization', token);
  const init: RequestInit = { method: call.method, headers, signal: options.signal };
  if (call.body === 'query') return { path: `${call.path}${queryString(input)}`, init };
  if (call.body === 'multipart') {
    init.body = formData(input, options.files);
  } else {
    headers.set('content-type', 'application/json');
    init.body = JSON.stringify(input ?? {});
  }
  return { path: call.path, init };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function errorOf(status: number, body: unknown): ApiError {
  const error =
    body !== null && typeof body === 'object' && 'error' in body ? body.error : undefined;
  if (error !== null && typeof error === 'object' && 'message' in error) {
    const { code, message, fields } = error as {
      code?: ErrorCode;
      message: unknown;
      fields?: FieldError[];
    };
    if (typeof message === 'string') {
      return new ApiError(status, code ?? 'internal', message, fields ?? []);
    }
  }
  return new ApiError(status, status >= 500 ? 'unavailable' : 'internal', BAD_ANSWER_MESSAGE);
}

/**
 * Makes one contract call: `/api/<name>/` with the call's method and body kind, the stored
 * token, and the envelope unwrapped. Failures throw `ApiError` with the server's message.
 */
export async function callApi<C extends CallDefinition>(
  call: C,
  input: RequestOf<C>,
  options: CallOptions = {},
): Promise<ResponseOf<C>> {
  const { path, init } = requestFor(call, input, options);
  let response: Response;
  try {
    response = await (options.fetchApi ?? fetch)(path, init);
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'network', NETWORK_MESSAGE);
  }
  const body = await readJson(response);
  if (
    response.ok &&
    body !== null &&
    typeof body === 'object' &&
    'success' in body &&
    body.success === true
  ) {
    const { success: _success, ...result } = body;
    return result as ResponseOf<C>;
  }
  throw errorOf(response.status, body);
}

/**
 * What a person reads after a failed call: the server's Spanish message (for invalid fields,
 * their own messages without the paths), or `fallback` for any other failure. Callers decide
 * whether there is a failure to show (`query.error && errorMessage(query.error, '…')`).
 */
export function errorMessage(err: unknown, fallback: string): string {
  if (!(err instanceof ApiError)) return fallback;
  if (err.fields.length > 0) return [...new Set(err.fields.map((f) => f.message))].join(' ');
  return err.message;
}
