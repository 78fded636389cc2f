import { z } from 'zod';
import { defineCall, ZEmpty } from '../core/call';

/** A student's career choices; without a saved row, the defaults (matched, CV not visible). */
export const ZPreferenciasCarrera = z.object({
  /** Whether 'Oportunidades' ranks vacancies by the student's skills. */
  emparejar: z.boolean(),
  /** Whether staff may open the platform CV outside the applications the student sent. */
  cv_visible: z.boolean(),
});
export type TPreferenciasCarrera = z.infer<typeof ZPreferenciasCarrera>;

export const ZGetPreferenciasCarreraResponse = z.object({ content: ZPreferenciasCarrera });
export type TGetPreferenciasCarreraResponse = z.infer<typeof ZGetPreferenciasCarreraResponse>;

export const getPreferenciasCarrera = defineCall({
  name: 'getPreferenciasCarrera',
  method: 'GET',
  access: ['student'],
  summary:
    'Las preferencias de privacidad de la bolsa de trabajo del alumno que llama: si se le ' +
    'recomiendan vacantes según sus competencias (emparejar, por omisión sí) y si el personal ' +
    'puede ver su CV de la plataforma fuera de sus postulaciones (cv_visible, por omisión no).',
  request: ZEmpty,
  response: ZGetPreferenciasCarreraResponse,
});
