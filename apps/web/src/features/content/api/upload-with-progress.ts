import type { CallDefinition, RequestOf, ResponseOf } from '@academia/contract/core/call';
import { ApiError } from '~/lib/api-error';
import { getStoredToken } from '~/lib/session';

const NETWORK_MESSAGE =
  'No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.';
const BAD_ANSWER_MESSAGE = 'El servidor no respondió correctamente. Inténtalo de nuevo más tarde.';

export type UploadFiles = Readonly<Record<string, Blob | readonly Blob[] | null | undefined>>;

function formOf(fields: object, files: UploadFiles): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    form.append(key, String(value));
  }
  for (const [key, value] of Object.entries(files)) {
    if (!value) continue;
    for (const blob of Array.isArray(value) ? value : [value]) form.append(key, blob);
  }
  return form;
}

function errorOf(status: number, body: unknown): ApiError {
  const error =
    body !== null && typeof body === 'object' && 'error' in body ? body.error : undefined;
  if (error !== null && typeof error === 'object' && 'message' in error) {
    const { code, message } = error as { code?: ApiError['code']; message: unknown };
    if (typeof message === 'string') return new ApiError(status, code ?? 'internal', message);
  }
  return new ApiError(status, status >= 500 ? 'unavailable' : 'internal', BAD_ANSWER_MESSAGE);
}

/**
 * A multipart contract call through XMLHttpRequest, because `fetch` reports no upload
 * progress and a lesson video can take minutes to send. `onProgress` gets the fraction sent,
 * from 0 to 1. Failures throw `ApiError` with the server's Spanish message, like `callApi`.
 */
export function uploadWithProgress<C extends CallDefinition>(
  call: C,
  fields: RequestOf<C>,
  files: UploadFiles,
  onProgress: (fraction: number) => void,
): Promise<ResponseOf<C>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', call.path);
    xhr.setRequestHeader('accept', 'application/json');
    const token = getStoredToken();
    if (token) xhr.setRequestHeader('authorization', token);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', NETWORK_MESSAGE));
    xhr.onload = () => {
      const body: unknown = xhr.response;
      if (
        xhr.status >= 200 &&
        xhr.status < 300 &&
        body !== null &&
        typeof body === 'object' &&
        'success' in body &&
        body.success === true
      ) {
        const { success: _success, ...result } = body;
        resolve(result as ResponseOf<C>);
      } else {
        reject(errorOf(xhr.status, body));
      }
    };
    xhr.send(formOf(fields as object, files));
  });
}
