import { academyDay } from '../core/long-date';
import type { TCalificacionesFila, TEvaluacionColumna } from './get-calificaciones-curso';

/** The academy's clock for a moment's time of day (the day comes from `academyDay`). */
const ACADEMY_TIME = new Intl.DateTimeFormat('es-MX', {
  timeZone: 'America/Mexico_City',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "2026-11-25 20:13", as it was in the academy's time zone, wherever the code runs. */
export function momentoAcademia(value: string): string {
  const moment = new Date(value);
  return `${academyDay(moment)} ${ACADEMY_TIME.format(moment)}`;
}

export const nombreAlumno = (r: Pick<TCalificacionesFila, 'nombre' | 'apellidos'>) =>
  `${r.nombre} ${r.apellidos}`.trim();

/** One evaluation's cell: the best grade and whether it passed. */
export function celdaEvaluacion(r: TCalificacionesFila['evaluaciones'][number] | undefined) {
  if (!r || r.calificacion === null) return 'Sin intentos';
  return `${r.calificacion} ${r.aprobada ? 'Aprobada' : 'No aprobada'}`;
}

/**
 * The gradebook's columns as text, in order: the screen's cells and the CSV's are these same
 * strings, so the exported file reads as the screen does.
 */
export function encabezadosCalificaciones(evaluaciones: readonly TEvaluacionColumna[]): string[] {
  return [
    'Alumno',
    'Correo electrónico',
    'Avance',
    'Lecciones terminadas',
    ...evaluaciones.map((e) => e.nombre),
    'Respuestas en el foro',
    'Última actividad',
    'Fin del acceso',
  ];
}

export function celdasCalificaciones(r: TCalificacionesFila): string[] {
  return [
    nombreAlumno(r),
    r.email,
    `${r.avance} %`,
    `${r.subtemas_terminados} de ${r.subtemas_total}`,
    ...r.evaluaciones.map(celdaEvaluacion),
    String(r.respuestas_foro),
    r.ultima_actividad ? momentoAcademia(r.ultima_actividad) : 'Nunca',
    academyDay(new Date(r.acceso_hasta)),
  ];
}
