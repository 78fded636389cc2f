import { z } from 'zod';
import { defineCall, ZEmpty } from '../core/call';

export const ZCertificadoAlumno = z.object({
  id: z.number().int(),
  unique_id: z.string(),
  curso_nombre: z.string(),
  curso_slug: z.string(),
  /** Under /uploads/, or null (the screen shows a placeholder). */
  imagen_curso: z.string().nullable(),
  /** YYYY-MM-DD. */
  fecha_reconocimiento: z.string(),
  /** The recognition PDF under /uploads/. */
  archivo: z.string().nullable(),
});

export const ZGetCertificadosAlumnoRequest = ZEmpty;
export const ZGetCertificadosAlumnoResponse = z.object({ content: z.array(ZCertificadoAlumno) });
export type TCertificadoAlumno = z.infer<typeof ZCertificadoAlumno>;
export type TGetCertificadosAlumnoResponse = z.infer<typeof ZGetCertificadosAlumnoResponse>;

export const getCertificadosAlumno = defineCall({
  name: 'getCertificadosAlumno',
  method: 'GET',
  access: ['student'],
  summary:
    'Los certificados vigentes del alumno con sesión iniciada (solo los suyos), el más ' +
    'reciente primero.',
  request: ZGetCertificadosAlumnoRequest,
  response: ZGetCertificadosAlumnoResponse,
});
