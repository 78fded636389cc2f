import { z } from 'zod';
import { defineCall, zPage, zPaged } from '../core/call';

/** Suggestions per page. */
export const SUGERENCIAS_POR_PAGINA = 20;

export const ZGetSugerenciasTerminosRequest = z.object({ page: zPage });
export const ZSugerenciaTermino = z.object({
  /** A word or a two-word phrase of the titles, lower-case and without accents. */
  texto: z.string(),
  /** Analysed vacancies whose title holds it. */
  vacantes: z.number().int(),
});
export type TSugerenciaTermino = z.infer<typeof ZSugerenciaTermino>;
export const ZGetSugerenciasTerminosResponse = zPaged(ZSugerenciaTermino);
export type TGetSugerenciasTerminosResponse = z.infer<typeof ZGetSugerenciasTerminosResponse>;

export const getSugerenciasTerminos = defineCall({
  name: 'getSugerenciasTerminos',
  method: 'GET',
  access: ['admin'],
  summary:
    'Palabras y frases de dos palabras frecuentes en los títulos de las vacantes analizadas ' +
    '(en al menos dos) que ninguna competencia ni término cubre aún, sin acentos ni ' +
    'mayúsculas y sin palabras vacías, de la más frecuente a la menos, por páginas de 20.',
  request: ZGetSugerenciasTerminosRequest,
  response: ZGetSugerenciasTerminosResponse,
});
