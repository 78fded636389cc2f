import { z } from 'zod';

/** Stable machine codes; the message beside them is Spanish and fit to show a person. */
export const ERROR_CODES = [
  'bad_request',
  'validation',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'too_many_requests',
  'internal',
  'unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ZFieldError = z.object({ path: z.string(), message: z.string() });

export const ZErrorBody = z.object({
  success: z.literal(false),
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.array(ZFieldError).optional(),
  }),
});
export type ErrorBody = z.infer<typeof ZErrorBody>;
