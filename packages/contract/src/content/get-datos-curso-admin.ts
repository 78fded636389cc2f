import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZDataCurso, ZTema } from './shapes';

export const ZGetDatosCursoAdminRequest = z.object({ tema: zId });
export const ZGetDatosCursoAdminResponse = z.object({ dataCurso: ZDataCurso, tema: ZTema });
export type TGetDatosCursoAdminRequest = z.input<typeof ZGetDatosCursoAdminRequest>;

export const getDatosCursoAdmin = defineCall({
  name: 'getDatosCursoAdmin',
  access: ['admin'],
  summary: 'El curso al que pertenece un tema (`dataCurso`) y el tema mismo; 404 sin tema.',
  request: ZGetDatosCursoAdminRequest,
  response: ZGetDatosCursoAdminResponse,
});
