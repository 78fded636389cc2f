import { z } from 'zod';
import { zEmail, zStaffPassword } from '../auth/password-rules';
import { zActivo, zPage, zPaged } from '../core/call';

/** Page size of the students, teachers and administrators lists (spec section 9). */
export const PEOPLE_PAGE_SIZE = 20;

/** A person as the administration lists show them (students, teachers, administrators). */
export const ZPersona = z.object({
  id: z.number().int(),
  unique_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  apellido_materno: z.string(),
  email: z.string(),
  celular: z.string(),
  empleo_actual: z.string(),
  empresa: z.string(),
  /** Path under /uploads/, or null without a photo. */
  imagen: z.string().nullable(),
  is_active: z.boolean(),
  /** ISO 8601. */
  fecha_inscripcion: z.string(),
});
export type TPersona = z.infer<typeof ZPersona>;

/**
 * The query of a paged people list: `is_active` 1 (default) or 0, and a free text matched
 * against names and e-mail ignoring accents and case ("perez" finds "Pérez").
 */
export const ZPaginadoRequest = z.object({
  page: zPage,
  is_active: zActivo.default(1),
  search: z.string().trim().max(100).default(''),
});
/** A search counts its matches up to this many; past it `count_exacto` is false. */
export const PEOPLE_SEARCH_COUNT_CAP = 1000;

/**
 * `count_exacto` false (a search with more than `PEOPLE_SEARCH_COUNT_CAP` matches): `count` is
 * the cap, more match, and the pages reach the first `count` of them in order; the screen asks
 * for more words instead of a total (decision 034). Without a search the count is always exact.
 */
export const ZPaginadoResponse = zPaged(ZPersona).extend({ count_exacto: z.boolean() });

/** Shorter forms: `{ activo }` as the spec's getProfesores sends it. */
export const ZActivoFilter = z.object({ activo: zActivo.default(1) });

/** Optional text fields of a person's form: trimmed, empty allowed. */
export const zOptionalText = (max: number) => z.string().trim().max(max).default('');

/** The fields of a teacher or administrator form; `password` required on add only. */
export const ZStaffFields = z.object({
  first_name: z.string().trim().min(1, { error: 'Escribe el nombre.' }).max(150),
  last_name: z.string().trim().min(1, { error: 'Escribe los apellidos.' }).max(150),
  celular: zOptionalText(30),
  email: zEmail,
  /** The spec sends the e-mail again as username; when present it must be the same. */
  username: z.string().trim().toLowerCase().max(254).optional(),
});

export const zStaffNewPassword = zStaffPassword;
/** On edit an empty password keeps the current one. */
export const zStaffEditPassword = z.union([z.literal(''), zStaffPassword]).default('');

export const usernameMatchesEmail = (v: { username?: string | undefined; email: string }) =>
  v.username === undefined || v.username === '' || v.username === v.email;
export const USERNAME_MISMATCH = {
  error: 'El usuario debe ser igual al correo electrónico.',
  path: ['username'],
};

/** A CSV export travels inside the JSON envelope: the client saves it as a file. */
export const ZCsvFile = z.object({
  /** Suggested file name, `alumnos-activos.csv`. */
  nombre: z.string(),
  /** UTF-8 text with a header row, comma separated, quoted where needed. */
  csv: z.string(),
});
