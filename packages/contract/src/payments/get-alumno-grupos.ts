import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZCuentaGrupo } from './payment-schemas';

export const ZGetAlumnoGruposRequest = z.object({ alumno: zId });
export const ZGetAlumnoGruposResponse = z.object({ content: z.array(ZCuentaGrupo) });
export type TGetAlumnoGruposRequest = z.input<typeof ZGetAlumnoGruposRequest>;
export type TGetAlumnoGruposResponse = z.infer<typeof ZGetAlumnoGruposResponse>;

export const getAlumnoGrupos = defineCall({
  name: 'getAlumnoGrupos',
  access: ['admin'],
  summary:
    'Los grupos de un alumno (nombre_grupo, nombre_curso) con precio de venta, total pagado y ' +
    'saldo, calculados por la base de datos.',
  request: ZGetAlumnoGruposRequest,
  response: ZGetAlumnoGruposResponse,
});
