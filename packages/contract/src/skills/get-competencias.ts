import { z } from 'zod';
import { defineCall, zPage, zPaged } from '../core/call';
import { ZTerminoCompetencia } from './shapes';

export const ZGetCompetenciasRequest = z.object({
  /** Part of the name or of a term, without regard to accents or case. */
  search: z.string().trim().max(100).optional(),
  page: zPage,
});

export const ZCompetencia = z.object({
  id: z.number().int(),
  nombre: z.string(),
  /** Its other words, alphabetical. */
  terminos: z.array(ZTerminoCompetencia),
  /** Courses that teach it. */
  cursos: z.number().int(),
  /** Analysed vacancies that ask for it. */
  vacantes: z.number().int(),
});
export type TCompetencia = z.infer<typeof ZCompetencia>;

export const ZGetCompetenciasResponse = zPaged(ZCompetencia);
export type TGetCompetenciasRequest = z.input<typeof ZGetCompetenciasRequest>;
export type TGetCompetenciasResponse = z.infer<typeof ZGetCompetenciasResponse>;

export const getCompetencias = defineCall({
  name: 'getCompetencias',
  method: 'GET',
  access: ['admin'],
  summary:
    'Las competencias por páginas de 20, por nombre, con sus términos y cuántos cursos las ' +
    'enseñan y cuántas vacantes analizadas las piden. `search` busca en nombres y términos sin ' +
    'importar acentos ni mayúsculas.',
  request: ZGetCompetenciasRequest,
  response: ZGetCompetenciasResponse,
});
