import { z } from 'zod';
import { defineCall, zPage, zPaged } from '../core/call';
import { ZCompetenciaBreve } from './shapes';

/** Skills per page of the gap list, and how many untaught ones it shows. */
export const BRECHA_POR_PAGINA = 10;
export const BRECHA_SIN_CURSO_LIMITE = 10;

export const ZGetBrechaCompetenciasRequest = z.object({ page: zPage });

export const ZCompetenciaDemandada = z.object({
  id: z.number().int(),
  nombre: z.string(),
  /** Analysed vacancies that ask for it. */
  vacantes: z.number().int(),
  /** The courses that teach it (any state), by name. */
  cursos: z.array(z.object({ id: z.number().int(), nombre: z.string(), slug: z.string() })),
});
export type TCompetenciaDemandada = z.infer<typeof ZCompetenciaDemandada>;

export const ZGetBrechaCompetenciasResponse = zPaged(ZCompetenciaDemandada).extend({
  /** The most demanded skills no course teaches (at most 10), most demanded first. */
  sin_curso: z.array(ZCompetenciaBreve.extend({ vacantes: z.number().int() })),
});
export type TGetBrechaCompetenciasResponse = z.infer<typeof ZGetBrechaCompetenciasResponse>;

export const getBrechaCompetencias = defineCall({
  name: 'getBrechaCompetencias',
  method: 'GET',
  access: ['admin'],
  summary:
    'La brecha de competencias: las competencias que piden las vacantes analizadas, de la ' +
    'más pedida a la menos (por páginas de 10), con los cursos que las enseñan, y las 10 más ' +
    'pedidas que ningún curso enseña.',
  request: ZGetBrechaCompetenciasRequest,
  response: ZGetBrechaCompetenciasResponse,
});
