import { z } from 'zod';
import { defineCall } from '../core/call';
import { ZPreferenciasCarrera } from './get-preferencias-carrera';

const zSwitch = (campo: string) =>
  z.boolean({ error: `Indica si ${campo} con verdadero o falso.` });

export const ZActualizarPreferenciasCarreraRequest = z.object({
  emparejar: zSwitch('quieres recibir vacantes recomendadas'),
  cv_visible: zSwitch('el personal puede ver tu CV'),
});
export const ZActualizarPreferenciasCarreraResponse = z.object({ content: ZPreferenciasCarrera });
export type TActualizarPreferenciasCarreraRequest = z.input<
  typeof ZActualizarPreferenciasCarreraRequest
>;

export const actualizarPreferenciasCarrera = defineCall({
  name: 'actualizarPreferenciasCarrera',
  access: ['student'],
  summary:
    'Guarda las dos preferencias de privacidad de la bolsa de trabajo del alumno que llama ' +
    '(emparejar, cv_visible) y las responde. Queda en el registro de auditoría.',
  request: ZActualizarPreferenciasCarreraRequest,
  response: ZActualizarPreferenciasCarreraResponse,
});
