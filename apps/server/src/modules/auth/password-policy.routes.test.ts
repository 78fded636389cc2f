import { describe, expect, it } from 'vitest';
import { createAdmin, createTeacher, loginAs } from '../../../test/factories';
import { useTestApp } from '../../../test/helper';
import { password_resets } from '../../db/schema/index';
import { PASSWORD_HAS_NAME, PASSWORD_TOO_COMMON } from '../../platform/auth/password-policy';
import { generateKey, hashKey } from '../../platform/auth/tokens';
import { createAdministrator } from './auth.service';

const t = useTestApp();

describe('password policy on every place a password is set', () => {
  it('createSuperUser refuses a short, a common or a personal password, naming the field', async () => {
    const base = {
      email: 'jefa@prueba.test',
      first_name: 'Lucía',
      last_name: 'Gómez',
      celular: '5512345678',
    };
    const cases = [
      { password: 'Kq7#vmPz1', status: 400 },
      { password: 'password123', status: 400, message: PASSWORD_TOO_COMMON },
      { password: 'lucia-gomez-2024', status: 400, message: PASSWORD_HAS_NAME },
    ];
    for (const c of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/createSuperUser/',
        payload: { ...base, password: c.password },
      });
      expect(res.statusCode).toBe(c.status);
      const error = res.json().error;
      expect(error.fields?.[0]?.path).toBe('password');
      if (c.message) expect(error.message).toBe(c.message);
    }
  });

  it('a staff reset link refuses 9 characters; the command line and ADMIN_PASSWORD path too', async () => {
    const profe = await createTeacher(t.app.ctx, { email: 'profe@prueba.test' });
    const token = generateKey();
    await t.app.ctx.db.insert(password_resets).values({
      user_id: profe.id,
      token_hash: hashKey(token),
      proposito: 'reset',
      expires_at: new Date(Date.now() + 60_000),
    });
    const reset = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/restablecerPassword/',
        payload: { token, password },
      });
    expect((await reset('Kq7#vmPz1')).statusCode).toBe(400);
    expect((await reset('Kq7#vmPz1x')).statusCode).toBe(200);

    const weak = await createAdministrator(
      t.app.ctx.db,
      { email: 'otro@prueba.test', password: 'qwertyuiop', first_name: 'Otro', last_name: '' },
      { onlyFirst: false },
    );
    expect(weak).toEqual({ status: 'weak-password', message: PASSWORD_TOO_COMMON });
  });

  it('an administrator cannot give a teacher a password with the teacher name', async () => {
    await createAdmin(t.app.ctx, { email: 'admin@prueba.test' });
    const auth = await loginAs(t.app, 'admin@prueba.test');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/agregarProfesor/',
      headers: { authorization: auth },
      payload: {
        first_name: 'Rodrigo',
        last_name: 'Salas',
        email: 'rsalas@prueba.test',
        celular: '',
        password: 'rodrigo-clases-2025',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(PASSWORD_HAS_NAME);
  });
});
