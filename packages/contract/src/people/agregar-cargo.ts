import { z } from 'zod';
import { defineCall } from '../core/call';
import { ZNuevoPuesto, ZPuesto } from './profile-items';

export const ZAgregarCargoRequest = ZNuevoPuesto;
export const ZAgregarCargoResponse = z.object({ content: ZPuesto });
export type TAgregarCargoRequest = z.input<typeof ZAgregarCargoRequest>;

export const agregarCargo = defineCall({
  name: 'agregarCargo',
  access: ['student'],
  summary: 'Agrega un puesto de trabajo al perfil del alumno.',
  request: ZAgregarCargoRequest,
  response: ZAgregarCargoResponse,
});
