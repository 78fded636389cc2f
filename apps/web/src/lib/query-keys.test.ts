import { getCategorias } from '@academia/contract/blog/get-categorias';
import { getPagosAlumnoCurso } from '@academia/contract/payments/get-pagos-alumno-curso';
import { alumnoPaginado } from '@academia/contract/people/alumno-paginado';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { callKeyOf, invalidateCalls, queryKeyOf } from './query-keys';

const client = new QueryClient();
afterEach(() => client.clear());

function seed(key: readonly unknown[]) {
  client.setQueryData(key, { seeded: true });
}

function isStale(key: readonly unknown[]) {
  return client.getQueryState(key)?.isInvalidated ?? false;
}

describe('queryKeyOf', () => {
  it("keys an answer by the call's name and its input", () => {
    expect(queryKeyOf(alumnoPaginado, { page: 2, is_active: 1, search: 'ana' })).toEqual([
      'alumno/paginado',
      { page: 2, is_active: 1, search: 'ana' },
    ]);
    expect(queryKeyOf(getCategorias, {})).toEqual(['getCategorias', {}]);
  });
});

describe('callKeyOf', () => {
  it("is the call's name alone, or with the part of the input given", () => {
    expect(callKeyOf(alumnoPaginado)).toEqual(['alumno/paginado']);
    expect(callKeyOf(getPagosAlumnoCurso, { alumno: 7 })).toEqual([
      'getPagosAlumnoCurso',
      { alumno: 7 },
    ]);
  });
});

describe('invalidateCalls', () => {
  it('marks every answer of a call stale and leaves the other calls alone', async () => {
    const page1 = queryKeyOf(alumnoPaginado, { page: 1 });
    const page2 = queryKeyOf(alumnoPaginado, { page: 2, search: 'ana' });
    const categorias = queryKeyOf(getCategorias, {});
    for (const key of [page1, page2, categorias]) seed(key);

    await invalidateCalls(client, [alumnoPaginado]);

    expect(isStale(page1)).toBe(true);
    expect(isStale(page2)).toBe(true);
    expect(isStale(categorias)).toBe(false);
  });

  it('with a part of the input, marks only the answers whose input has it', async () => {
    const ana = queryKeyOf(getPagosAlumnoCurso, { alumno: 7, grupo: 3 });
    const luis = queryKeyOf(getPagosAlumnoCurso, { alumno: 8, grupo: 3 });
    seed(ana);
    seed(luis);

    await invalidateCalls(client, [callKeyOf(getPagosAlumnoCurso, { alumno: 7 })]);

    expect(isStale(ana)).toBe(true);
    expect(isStale(luis)).toBe(false);
  });
});
