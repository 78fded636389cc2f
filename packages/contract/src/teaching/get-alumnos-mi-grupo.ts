import { z } from 'zod';
import { ZAvanceCurso } from '../certificates/completion';
import { defineCall, zId, zPage } from '../core/call';
import { ZCursoRef } from '../groups/group-schemas';

/** Students per page of a teacher's group. */
export const ALUMNOS_MI_GRUPO_POR_PAGINA = 20;

export const ZGetAlumnosMiGrupoRequest = z.object({ grupo: zId, page: zPage });
export const ZAlumnoMiGrupo = z.object({
  /** The student's enrolment in the group's course: what their attempts are read by. */
  alumno_curso: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  apellido_materno: z.string(),
  email: z.string(),
  /** Progress and evaluations passed of total (decision 018). */
  avance: ZAvanceCurso,
});
export type TAlumnoMiGrupo = z.infer<typeof ZAlumnoMiGrupo>;
export const ZGetAlumnosMiGrupoResponse = z.object({
  /** The group's active members with an enrolment in its course, 20 a page, by surname. */
  content: z.array(ZAlumnoMiGrupo),
  count: z.number().int().min(0),
  grupo: z.object({ id: z.number().int(), nombre: z.string() }),
  curso: ZCursoRef,
});
export type TGetAlumnosMiGrupoRequest = z.input<typeof ZGetAlumnosMiGrupoRequest>;
export type TGetAlumnosMiGrupoResponse = z.infer<typeof ZGetAlumnosMiGrupoResponse>;

export const getAlumnosMiGrupo = defineCall({
  name: 'getAlumnosMiGrupo',
  method: 'GET',
  access: ['teacher'],
  teaches: { grupo: 'grupo' },
  summary:
    'Los alumnos de uno de los grupos del profesor, 20 por página, con su avance en el curso ' +
    '(lecciones y evaluaciones aprobadas). Sin precios ni pagos. 403 si el grupo no es suyo.',
  request: ZGetAlumnosMiGrupoRequest,
  response: ZGetAlumnosMiGrupoResponse,
});
