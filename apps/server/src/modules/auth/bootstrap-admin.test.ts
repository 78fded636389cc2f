import { describe, expect, it } from 'vitest';
import { createAdmin, createStudent, loginAs } from '../../../test/factories';
import { useTestApp } from '../../../test/helper';
import { users } from '../../db/schema/index';
import { bootstrapAdminFromEnv } from './bootstrap-admin';

const t = useTestApp();

const withEnv = (adminEmail: string | undefined, adminPassword: string | undefined) => ({
  ...t.app.ctx,
  config: { ...t.app.ctx.config, adminEmail, adminPassword },
});

describe('bootstrapAdminFromEnv', () => {
  it('creates the administrator from ADMIN_EMAIL and ADMIN_PASSWORD, once', async () => {
    const ctx = withEnv('jefa@prueba.test', 'Clave-de-arranque-1');
    await bootstrapAdminFromEnv(ctx);
    await bootstrapAdminFromEnv(ctx);
    const rows = await t.app.ctx.db.select().from(users);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'jefa@prueba.test', tipo: 0, is_staff: true });
    await expect(loginAs(t.app, 'jefa@prueba.test', 'Clave-de-arranque-1')).resolves.toMatch(
      /^token /,
    );
  });

  it('does nothing when an active administrator already exists', async () => {
    await createAdmin(t.app.ctx, { email: 'actual@prueba.test' });
    await bootstrapAdminFromEnv(withEnv('jefa@prueba.test', 'Clave-de-arranque-1'));
    const rows = await t.app.ctx.db.select().from(users);
    expect(rows.map((r) => r.email)).toEqual(['actual@prueba.test']);
  });

  it('does not promote an existing account with that e-mail', async () => {
    await createStudent(t.app.ctx, { email: 'jefa@prueba.test' });
    await bootstrapAdminFromEnv(withEnv('jefa@prueba.test', 'Clave-de-arranque-1'));
    const rows = await t.app.ctx.db.select().from(users);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tipo).toBe(1);
  });

  it('does nothing without the variables', async () => {
    await bootstrapAdminFromEnv(withEnv(undefined, undefined));
    expect(await t.app.ctx.db.select().from(users)).toHaveLength(0);
  });

  it('creates one administrator when several instances start together', async () => {
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        bootstrapAdminFromEnv(withEnv(`admin${i}@prueba.test`, 'Clave-de-arranque-1')),
      ),
    );
    expect(await t.app.ctx.db.select().from(users)).toHaveLength(1);
  });
});
