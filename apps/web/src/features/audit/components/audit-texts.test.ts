import type { TEntradaAuditoria } from '@academia/contract/audit/audit-schemas';
import { describe, expect, it } from 'vitest';
import { detailLines, entityLink } from './audit-texts';

const entry = (over: Partial<TEntradaAuditoria>): TEntradaAuditoria => ({
  id: 1,
  fecha: '2026-11-23T18:00:00.000Z',
  actor: 1,
  actor_nombre: 'Ana Núñez',
  accion: 'crear',
  entidad: 'pagos',
  entidad_id: '7',
  detalles: {},
  ...over,
});

describe('audit texts', () => {
  it('turns details into labelled, readable lines', () => {
    expect(
      detailLines({
        monto: '1500.00',
        email: { antes: 'a@x.test', despues: 'b@x.test' },
        contraseña_cambiada: true,
        cursos: [3, 4],
        nuevo_campo: null,
      }),
    ).toEqual([
      ['Monto', '1500.00'],
      ['Correo', 'a@x.test → b@x.test'],
      ['Contraseña cambiada', 'sí'],
      ['Cursos', '3, 4'],
      ['Nuevo campo', '—'],
    ]);
  });

  it('links to the entity’s admin page only where one exists', () => {
    expect(entityLink(entry({ entidad: 'cursos', entidad_id: '5' }))).toBe(
      '/admin/plataforma/temas-subtemas/5',
    );
    expect(entityLink(entry({ entidad: 'cursos', accion: 'eliminar' }))).toBeUndefined();
    expect(entityLink(entry({ entidad: 'grupos', detalles: { curso: 3 } }))).toBe(
      '/admin/plataforma/grupos/3',
    );
    expect(entityLink(entry({ entidad: 'users', detalles: { tipo: 'profesor' } }))).toBe(
      '/admin/plataforma/profesores',
    );
    expect(entityLink(entry({ entidad: 'certificados' }))).toBeUndefined();
  });
});
