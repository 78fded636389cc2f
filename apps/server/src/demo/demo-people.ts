import type { Tx } from '../db/client';
import { users } from '../db/schema/index';

export interface DemoPeople {
  admin: number;
  teacher: number;
  students: number[];
}

type NewUser = typeof users.$inferInsert;

const people: (Omit<NewUser, 'password' | 'username'> & { rol: string })[] = [
  {
    rol: 'Administrador',
    first_name: 'Mariana',
    last_name: 'Robles',
    apellido_materno: 'Castañeda',
    email: 'admin@academia.test',
    tipo: 0,
    is_staff: true,
    celular: '+52 55 4120 7788',
  },
  {
    rol: 'Profesor',
    first_name: 'Jorge',
    last_name: 'Hernández',
    apellido_materno: 'Villalobos',
    email: 'profesor@academia.test',
    tipo: 2,
    celular: '+52 55 3308 1945',
    empleo_actual: 'Arquitecto de datos',
    empresa: 'Datalógica',
  },
  {
    rol: 'Alumna',
    first_name: 'Ana',
    last_name: 'García',
    apellido_materno: 'Méndez',
    email: 'ana.garcia@academia.test',
    tipo: 1,
    celular: '+52 33 1876 2201',
    empleo_actual: 'Analista de soporte',
    empresa: 'Redes del Bajío',
  },
  {
    rol: 'Alumno',
    first_name: 'Luis',
    last_name: 'Pérez',
    apellido_materno: 'Ortega',
    email: 'luis.perez@academia.test',
    tipo: 1,
    celular: '+52 81 2290 4417',
    empleo_actual: 'Desarrollador junior',
    empresa: 'Norte Software',
  },
];

/** The four demo accounts; all share one password, printed at start. */
export async function seedDemoPeople(tx: Tx, passwordHash: string): Promise<DemoPeople> {
  const rows = await tx
    .insert(users)
    .values(
      people.map(({ rol: _rol, ...p }) => ({ ...p, username: p.email, password: passwordHash })),
    )
    .returning({ id: users.id, email: users.email });
  const id = (email: string) => {
    const row = rows.find((r) => r.email === email);
    if (!row) throw new Error(`demo user ${email} missing`);
    return row.id;
  };
  return {
    admin: id('admin@academia.test'),
    teacher: id('profesor@academia.test'),
    students: [id('ana.garcia@academia.test'), id('luis.perez@academia.test')],
  };
}

export const demoLogins = people.map((p) => ({ rol: p.rol, email: p.email }));
