/** The demo seeder's accounts (apps/server/src/demo), all with the same password. */
export const DEMO_PASSWORD = 'demo12345';

export const DEMO_USERS = {
  admin: { email: 'admin@academia.test', tipo: 0, home: '/admin/plataforma/resumen' },
  teacher: { email: 'profesor@academia.test', tipo: 2, home: '/admin/agregar-articulo' },
  ana: { email: 'ana.garcia@academia.test', tipo: 1, home: '/plataforma/cursos' },
  luis: { email: 'luis.perez@academia.test', tipo: 1, home: '/plataforma/cursos' },
} as const;

export type DemoUser = (typeof DEMO_USERS)[keyof typeof DEMO_USERS];
