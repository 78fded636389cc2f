import { describe, expect, it } from 'vitest';
import { createStudent, loginAs } from '../../../test/factories';
import { useTestApp } from '../../../test/helper';
import { password_resets } from '../../db/schema/index';
import { generateKey, hashKey } from '../../platform/auth/tokens';

const t = useTestApp();

async function entries() {
  const { rows } = await t.database.executeSql(
    'select actor, actor_nombre, accion, entidad_id, detalles from auditoria order by id',
  );
  return rows as {
    actor: number | null;
    actor_nombre: string;
    accion: string;
    entidad_id: string;
    detalles: Record<string, unknown>;
  }[];
}

describe('audit of accounts and sessions', () => {
  it('records sign-ins (success and failure), the sign-out and a password reset', async () => {
    const ana = await createStudent(t.app.ctx, {
      email: 'ana@prueba.test',
      first_name: 'Ana',
      last_name: 'Ríos',
    });
    const login = (username: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/',
        payload: { username, password },
        remoteAddress: '10.7.0.1',
      });
    expect((await login('nadie@prueba.test', 'mala-clave')).statusCode).toBe(400);
    expect((await login('ana@prueba.test', 'mala-clave')).statusCode).toBe(400);
    const auth = await loginAs(t.app, 'ana@prueba.test');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/logout/',
          headers: { authorization: auth },
        })
      ).statusCode,
    ).toBe(200);
    const token = generateKey();
    await t.app.ctx.db.insert(password_resets).values({
      user_id: ana.id,
      token_hash: hashKey(token),
      proposito: 'reset',
      expires_at: new Date(Date.now() + 60_000),
    });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/restablecerPassword/',
      payload: { token, password: 'Kq7#vmPz1x-nueva' },
    });
    expect(reset.statusCode).toBe(200);

    const log = await entries();
    expect(log.map((e) => [e.accion, e.actor, e.entidad_id])).toEqual([
      ['fallar_inicio_sesion', null, ''],
      ['fallar_inicio_sesion', null, String(ana.id)],
      ['iniciar_sesion', ana.id, String(ana.id)],
      ['cerrar_sesion', ana.id, String(ana.id)],
      ['restablecer_contrasena', ana.id, String(ana.id)],
    ]);
    expect(log[0]?.detalles).toEqual({ usuario: 'nadie@prueba.test', direccion: '10.7.0.1' });
    expect(log[0]?.actor_nombre).toBe('Visitante sin sesión');
    // Never the password, in any entry.
    expect(JSON.stringify(log)).not.toContain('mala-clave');
    expect(JSON.stringify(log)).not.toContain('Kq7#vmPz1x');
  });
});
