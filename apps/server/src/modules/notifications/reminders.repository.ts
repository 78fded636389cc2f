import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { cursos } from '../../db/schema/catalog';
import { alumno_curso } from '../../db/schema/learning';
import { notificaciones, preferencias_notificacion } from '../../db/schema/notifications';
import { users } from '../../db/schema/people';
import { rowsOf } from '../../platform/db/rows-of';

export interface WrittenReminder {
  id: number;
  usuario: number;
  titulo: string;
  enlace: string;
  en_resumen: boolean;
}

/**
 * Writes the access reminders due now in one statement: 'semana' for a confirmed, active
 * enrolment whose access ends within 7 days (but not within one), 'dia' for one that ends within
 * the next 24 hours. The key names the enrolment, the reminder and the end date, so the unique
 * index lets each be written once whatever the number of job runs that meet (a later extension
 * of the access brings new reminders for the new date). Answers only the rows this run wrote.
 */
export async function insertDueReminders(
  tx: Tx,
  link: string,
  title: (curso: string, fecha: string, reminder: 'semana' | 'dia') => string,
): Promise<WrittenReminder[]> {
  const due = await tx.execute<{
    id: number;
    alumno: number;
    curso: string;
    acceso_hasta: string;
    reminder: 'semana' | 'dia';
    resumen: boolean;
  }>(sql`
    select ${alumno_curso.id} as id, ${alumno_curso.alumno} as alumno, ${cursos.nombre} as curso,
      to_char(${alumno_curso.acceso_hasta} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as acceso_hasta,
      case when ${alumno_curso.acceso_hasta} <= now() + interval '1 day' then 'dia' else 'semana' end as reminder,
      coalesce(${preferencias_notificacion.correo} and ${preferencias_notificacion.modo} = 'resumen', false) as resumen
    from ${alumno_curso}
    join ${cursos} on ${cursos.id} = ${alumno_curso.curso}
    join ${users} on ${users.id} = ${alumno_curso.alumno} and ${users.is_active}
    left join ${preferencias_notificacion} on ${preferencias_notificacion.usuario} = ${users.id}
      and ${preferencias_notificacion.tipo} = 'acceso_por_vencer'
    where ${alumno_curso.estado} = 'confirmada' and ${alumno_curso.activo} = 1
      and ${alumno_curso.acceso_hasta} > now()
      and ${alumno_curso.acceso_hasta} <= now() + interval '7 days'`);
  const rows = rowsOf<{
    id: number;
    alumno: number;
    curso: string;
    acceso_hasta: string;
    reminder: 'semana' | 'dia';
    resumen: boolean;
  }>(due);
  if (rows.length === 0) return [];
  return tx
    .insert(notificaciones)
    .values(
      rows.map((r) => ({
        usuario: r.alumno,
        tipo: 'acceso_por_vencer' as const,
        titulo: title(r.curso, r.acceso_hasta, r.reminder),
        enlace: link,
        clave: `acceso:${r.id}:${r.reminder}:${r.acceso_hasta.slice(0, 10)}`,
        en_resumen: r.resumen,
      })),
    )
    .onConflictDoNothing({ target: notificaciones.clave })
    .returning({
      id: notificaciones.id,
      usuario: notificaciones.usuario,
      titulo: notificaciones.titulo,
      enlace: notificaciones.enlace,
      en_resumen: notificaciones.en_resumen,
    });
}
