import { z } from 'zod';

/** What an audit entry records; the table a change touched is its `entidad`. */
export const ACCIONES_AUDITORIA = [
  'crear',
  'actualizar',
  'eliminar',
  'activar',
  'desactivar',
  'revocar',
  'generar',
  'enviar',
  'calificar',
  'asignar',
  'iniciar_sesion',
  'fallar_inicio_sesion',
  'cerrar_sesion',
  'restablecer_contrasena',
  'confirmar',
  'rechazar',
  'cerrar_sesiones',
  'anular',
  'publicar',
  'archivar',
  'restaurar',
  'duplicar',
  'fusionar',
] as const;
export const zAccionAuditoria = z.enum(ACCIONES_AUDITORIA);
export type TAccionAuditoria = z.infer<typeof zAccionAuditoria>;

export const ENTIDADES_AUDITORIA = [
  'pagos',
  'grupo_alumnos',
  'certificados',
  'alumno_evaluacion_curso',
  'users',
  'alumno_curso',
  'grupos',
  'cursos',
  'categorias_curso',
  'evaluaciones',
  'evaluacion_preguntas',
  'temas',
  'subtemas',
  'materiales',
  'articulos',
  'categorias_blog',
  'noticias',
  'jobs',
  'foros_discusion',
  'foro_respuestas',
  'foro_respuestas_respuestas',
  'competencias',
  'competencia_terminos',
  'vacante_competencias',
  'aplicantes',
  'preferencias_carrera',
] as const;
export const zEntidadAuditoria = z.enum(ENTIDADES_AUDITORIA);
export type TEntidadAuditoria = z.infer<typeof zEntidadAuditoria>;

export const ZEntradaAuditoria = z.object({
  id: z.number().int(),
  /** ISO 8601 with time zone. */
  fecha: z.string(),
  /** The user who made the change; null once that user was deleted (the name stays). */
  actor: z.number().int().nullable(),
  actor_nombre: z.string(),
  accion: z.string(),
  entidad: z.string(),
  entidad_id: z.string(),
  /** Changed fields and amounts; never passwords or tokens. */
  detalles: z.record(z.string(), z.unknown()),
});
export type TEntradaAuditoria = z.infer<typeof ZEntradaAuditoria>;
