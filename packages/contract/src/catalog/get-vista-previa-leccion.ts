import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZGetSubtemaResponse } from '../learning/get-subtema';

export const ZGetVistaPreviaLeccionRequest = z.object({ curso: zId, subtema: zId });
/** The lesson exactly as getSubtema gives it to a student, never marked finished. */
export const ZGetVistaPreviaLeccionResponse = ZGetSubtemaResponse;
export type TGetVistaPreviaLeccionRequest = z.input<typeof ZGetVistaPreviaLeccionRequest>;
export type TGetVistaPreviaLeccionResponse = z.infer<typeof ZGetVistaPreviaLeccionResponse>;

export const getVistaPreviaLeccion = defineCall({
  name: 'getVistaPreviaLeccion',
  access: ['admin'],
  summary:
    "'Ver como alumno': una lección de un curso como la ve un alumno (texto, video, " +
    'materiales, quizzes y navegación), sin inscripción. No registra la visita ni el avance.',
  request: ZGetVistaPreviaLeccionRequest,
  response: ZGetVistaPreviaLeccionResponse,
});
