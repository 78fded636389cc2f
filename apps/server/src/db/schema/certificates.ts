import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { alumno_curso } from './learning';
import { users } from './people';

/**
 * A certificate of an enrolment. `generado_por` is null for one issued automatically on
 * completion (the course's `certificado_automatico`). `unique_id` is the public code (public/certificado-digital/
 * {unique_id}/{slug}); `archivo` the rendered recognition PDF. Revoking keeps the row and says
 * who and when; regenerating after a revoke makes a new row with a new code, so at most one
 * unrevoked certificate exists per enrolment.
 */
export const certificados = pgTable(
  'certificados',
  {
    id: serial('id').primaryKey(),
    unique_id: uuid('unique_id').notNull().defaultRandom(),
    alumno_curso: integer('alumno_curso')
      .notNull()
      .references(() => alumno_curso.id, { onDelete: 'restrict' }),
    fecha_reconocimiento: date('fecha_reconocimiento').notNull().defaultNow(),
    archivo: varchar('archivo', { length: 300 }),
    generado_por: integer('generado_por').references(() => users.id, { onDelete: 'restrict' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revocado_en: timestamp('revocado_en', { withTimezone: true }),
    revocado_por: integer('revocado_por').references(() => users.id, { onDelete: 'restrict' }),
    /**
     * Why an administrator issued it to an enrolment that had not completed its course (decision
     * 018), e.g. "Curso presencial". Null when it was issued on completion. Staff only: never on
     * the public page, the PDF or the credential.
     */
    motivo: varchar('motivo', { length: 500 }),
    /**
     * How many evaluations the enrolment had passed when it was issued: what the public page and
     * the PDF may truthfully claim (no exams are claimed when it is 0 or when `motivo` is set).
     */
    evaluaciones_aprobadas: integer('evaluaciones_aprobadas').notNull().default(0),
  },
  (t) => [
    uniqueIndex('certificados_unique_id_key').on(t.unique_id),
    index('certificados_alumno_curso_idx').on(t.alumno_curso, t.created_at),
    uniqueIndex('certificados_vigente_key').on(t.alumno_curso).where(sql`${t.revocado_en} is null`),
    index('certificados_generado_por_idx').on(t.generado_por),
    index('certificados_revocado_por_idx').on(t.revocado_por),
    check('certificados_evaluaciones_aprobadas_check', sql`${t.evaluaciones_aprobadas} >= 0`),
    check(
      'certificados_revocacion_check',
      sql`(${t.revocado_en} is null) = (${t.revocado_por} is null)`,
    ),
  ],
);
