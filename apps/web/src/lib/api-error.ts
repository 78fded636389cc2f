import type { ErrorCode } from '@academia/contract/core/envelope';

export interface FieldError {
  path: string;
  message: string;
}

/** A failed call: the server's status, code and Spanish message, fit to show a person. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network',
    message: string,
    readonly fields: readonly FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
