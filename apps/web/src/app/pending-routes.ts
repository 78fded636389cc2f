/**
 * Routes of the spec whose screens later issues bring. Each renders `coming-soon-route.tsx`
 * with its title until then: an issue that builds a screen removes its entry here and adds
 * the route, with its own module, to `routes.ts`.
 */
export interface PendingRoute {
  /** The route id, unique in the app; also the path under the area's prefix. */
  path: string;
  title: string;
}

export const PENDING_PUBLIC: readonly PendingRoute[] = [
  { path: 'public/certificado-digital/:unique_id/:slug', title: 'Certificado Digital' },
];

/** Under plataforma/. */
export const PENDING_STUDENT: readonly PendingRoute[] = [
  { path: 'cursos', title: 'Mis Cursos' },
  { path: 'curso/:slug/:id/temas/:alumno_curso', title: 'Contenido del curso' },
  { path: 'mis-certificados', title: 'Mis Certificados' },
  { path: 'perfil', title: 'Mi Perfil' },
];

/** Under admin/. */
export const PENDING_ADMIN_ARTICLES: readonly PendingRoute[] = [];

/** Under admin/plataforma/. */
export const PENDING_ADMIN_PLATFORM: readonly PendingRoute[] = [
  { path: 'registrar-pago', title: 'Registrar Pago' },
  { path: 'categorias-curso', title: 'Categorías de Curso' },
  { path: 'cursos', title: 'Cursos' },
  { path: 'grupos/:curso', title: 'Grupos' },
  { path: 'alumnos-grupo-curso/:curso/:grupo', title: 'Alumnos del grupo' },
  { path: 'alumnos-curso/:curso/:slug', title: 'Alumnos del curso' },
  { path: 'alumnos', title: 'Alumnos' },
  { path: 'administradores', title: 'Administradores' },
  { path: 'temas-subtemas/:curso', title: 'Temas y subtemas' },
  { path: 'foro-discusion/:curso', title: 'Foro de discusión' },
  { path: 'evaluacion/:curso', title: 'Evaluaciones' },
  { path: 'agregar-contenido/:tema/:subtema/:curso', title: 'Contenido de la lección' },
  { path: 'profesores', title: 'Profesores' },
  { path: 'vacantes', title: 'Vacantes analizadas' },
];

/** Route ids: the full path, so the one shared module can find its title. */
export function pendingRouteId(prefix: string, path: string): string {
  return `pending:${prefix}${path}`;
}

const TITLES = new Map<string, string>([
  ...PENDING_PUBLIC.map((r) => [pendingRouteId('', r.path), r.title] as const),
  ...PENDING_STUDENT.map((r) => [pendingRouteId('plataforma/', r.path), r.title] as const),
  ...PENDING_ADMIN_ARTICLES.map((r) => [pendingRouteId('admin/', r.path), r.title] as const),
  ...PENDING_ADMIN_PLATFORM.map(
    (r) => [pendingRouteId('admin/plataforma/', r.path), r.title] as const,
  ),
]);

export function pendingTitle(routeId: string): string {
  return TITLES.get(routeId) ?? '';
}
