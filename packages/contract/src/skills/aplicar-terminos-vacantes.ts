import { z } from 'zod';
import { defineCall, ZEmpty } from '../core/call';

export const ZAplicarTerminosVacantesResponse = z.object({
  content: z.object({
    /** Analysed vacancies that ask for at least one skill after the mapping. */
    vacantes: z.number().int(),
    mensaje: z.string(),
  }),
});
export type TAplicarTerminosVacantesResponse = z.infer<typeof ZAplicarTerminosVacantesResponse>;

export const aplicarTerminosVacantes = defineCall({
  name: 'aplicarTerminosVacantes',
  access: ['admin'],
  summary:
    'Vuelve a asignar las competencias de todas las vacantes analizadas a partir de sus ' +
    'títulos con las competencias y términos actuales (lo mismo que hace la importación), en ' +
    'una transacción.',
  request: ZEmpty,
  response: ZAplicarTerminosVacantesResponse,
});
