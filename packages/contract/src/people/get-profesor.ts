import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZPersona } from './people-schemas';

export const ZGetProfesorRequest = z.object({ profesor: zId });
export const ZGetProfesorResponse = z.object({ content: ZPersona });
export type TGetProfesorRequest = z.input<typeof ZGetProfesorRequest>;
export type TGetProfesorResponse = z.infer<typeof ZGetProfesorResponse>;

export const getProfesor = defineCall({
  name: 'getProfesor',
  access: ['admin'],
  summary: 'Los datos de un profesor; otro id: 404.',
  request: ZGetProfesorRequest,
  response: ZGetProfesorResponse,
});
