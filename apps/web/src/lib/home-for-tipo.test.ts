import { describe, expect, it } from 'vitest';
import { homeForTipo } from './home-for-tipo';

describe('homeForTipo (spec: redirect after login by tipo)', () => {
  it.each([
    [2, '/admin/agregar-articulo'],
    [0, '/admin/plataforma/resumen'],
    [1, '/plataforma/cursos'],
    [3, '/'],
    [-1, '/'],
  ])('tipo %i goes to %s', (tipo, path) => {
    expect(homeForTipo(tipo)).toBe(path);
  });
});
