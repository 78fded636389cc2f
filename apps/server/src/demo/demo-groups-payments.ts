import type { Tx } from '../db/client';
import { grupo_alumnos, grupos, pagos } from '../db/schema/index';
import type { DemoCourses } from './demo-courses';
import type { DemoEnrolments } from './demo-learning';
import type { DemoPeople } from './demo-people';
import { dayAgo, daysAgo, item } from './demo-support';

/** metodo_pago: 1 tarjeta de crédito, 2 tarjeta de débito, 3 transferencia, 4 efectivo. */
const METODO = { credito: 1, debito: 2, transferencia: 3, efectivo: 4 } as const;

/**
 * A group per content course, both taught by the demo teacher; the students' memberships with
 * their sale price, and payments that leave every student a balance still to pay (one of them
 * void, so the lists show what a corrected mistake looks like).
 */
export async function seedDemoGroupsAndPayments(
  tx: Tx,
  ids: { people: DemoPeople; courses: DemoCourses; enrolments: DemoEnrolments },
): Promise<void> {
  const { people, courses, enrolments } = ids;
  const [ana, luis] = [item(people.students, 0), item(people.students, 1)];

  const groupRows = await tx
    .insert(grupos)
    .values([
      {
        curso: courses.python.id,
        nombre: 'Ciencia de datos — Sabatino',
        descripcion: 'Clases en vivo los sábados de 9:00 a 13:00 (hora del centro de México).',
        profesor: people.teacher,
        fecha_inicio: dayAgo(60),
        fecha_fin: dayAgo(-30),
        created_at: daysAgo(70),
      },
      {
        curso: courses.ccna.id,
        nombre: 'CCNA — Entre semana',
        descripcion: 'Martes y jueves de 19:00 a 21:30, con prácticas en Packet Tracer.',
        profesor: people.teacher,
        fecha_inicio: dayAgo(20),
        fecha_fin: dayAgo(-100),
        created_at: daysAgo(30),
      },
      {
        // A finished cohort, deactivated: the groups screen's "Inactivos" filter shows it.
        curso: courses.python.id,
        nombre: 'Ciencia de datos — Generación anterior',
        descripcion: 'Grupo entre semana del ciclo pasado.',
        profesor: people.teacher,
        fecha_inicio: dayAgo(300),
        fecha_fin: dayAgo(210),
        activo: 0,
        created_at: daysAgo(310),
      },
    ])
    .returning({ id: grupos.id });
  const [pythonGroup, ccnaGroup] = [item(groupRows, 0).id, item(groupRows, 1).id];

  await tx.insert(grupo_alumnos).values([
    {
      grupo: pythonGroup,
      alumno: ana,
      alumno_curso: enrolments.anaPython,
      precio_venta: '11000.00',
      fecha: daysAgo(58, 9),
    },
    {
      grupo: pythonGroup,
      alumno: luis,
      alumno_curso: enrolments.luisPython,
      precio_venta: '12000.00',
      fecha: daysAgo(45, 9),
    },
    {
      grupo: ccnaGroup,
      alumno: ana,
      alumno_curso: enrolments.anaCcna,
      precio_venta: '9500.00',
      fecha: daysAgo(18, 9),
    },
  ]);

  const payment = (grupo: number, alumno: number, monto: string, dias: number, metodo: number) => ({
    grupo,
    alumno,
    monto,
    fecha: dayAgo(dias),
    metodo_pago: metodo,
    registrado_por: people.admin,
    created_at: daysAgo(dias, 12),
  });
  await tx.insert(pagos).values([
    payment(pythonGroup, ana, '5000.00', 57, METODO.transferencia),
    payment(pythonGroup, luis, '3000.00', 44, METODO.efectivo),
    payment(ccnaGroup, ana, '2500.00', 17, METODO.debito),
    payment(pythonGroup, ana, '4000.00', 27, METODO.credito),
    // A payment captured twice by mistake and voided the next day (anularPagoAlumnoCurso):
    // listed struck through with its reason, left out of Luis's balance, its receipt ANULADO.
    {
      ...payment(pythonGroup, luis, '3000.00', 44, METODO.efectivo),
      anulado_en: daysAgo(43, 10),
      anulado_por: people.admin,
      motivo_anulacion: 'Capturado dos veces: es el mismo pago en efectivo registrado ese día.',
    },
  ]);
}
