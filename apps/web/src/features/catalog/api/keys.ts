/** Query keys of the catalog: invalidating `catalogKeys.all` refreshes every list of it. */
export const catalogKeys = {
  all: ['catalog'] as const,
  categorias: () => [...catalogKeys.all, 'categorias'] as const,
  categoriasPage: (page: number) => [...catalogKeys.all, 'categorias', 'page', page] as const,
  cursosPage: (page: number) => [...catalogKeys.all, 'cursos', 'page', page] as const,
  curso: (id: number) => [...catalogKeys.all, 'curso', id] as const,
};
