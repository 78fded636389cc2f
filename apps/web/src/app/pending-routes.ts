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
  { path: 'blog/:categoria?', title: 'Blog' },
  { path: 'empresas', title: 'Empresas' },
  { path: 'jobs', title: 'Vacantes' },
  { path: 'articulo/:slug', title: 'Artículo' },
  { path: 'job/:unique_id', title: 'Vacante' },
  { path: 'registro/:curso', title: 'Registro al curso' },
  { path: 'admin/superuser', title: 'Registro de administrador' },
];

/** Under plataforma/. */
export const PENDING_STUDENT: readonly PendingRoute[] = [];

/** Under admin/. */
export const PENDING_ADMIN_ARTICLES: readonly PendingRoute[] = [
  { path: 'listado-articulos', title: 'Artículos' },
  { path: 'agregar-articulo', title: 'Nuevo artículo' },
  { path: 'editar-articulo/:slug', title: 'Editar artículo' },
  { path: 'listado-medios', title: 'Medios' },
  { path: 'editar-noticia/:id', title: 'Editar medio' },
  { path: 'agregar-job', title: 'Nueva vacante' },
  { path: 'listado-jobs', title: 'Jobs' },
  { path: 'job/applicants/:unique_id', title: 'Postulantes' },
];

/** Under admin/plataforma/. */
export const PENDING_ADMIN_PLATFORM: readonly PendingRoute[] = [];

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
