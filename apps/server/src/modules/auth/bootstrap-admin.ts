import type { AppContext } from '../../app-context';
import { createAdministrator } from './auth.service';

/**
 * ADMIN_EMAIL and ADMIN_PASSWORD at start-up: creates that administrator while the platform
 * has no active one. Safe on every start and on several instances starting together (the
 * creation is serialised); afterwards the variables are ignored, so changing the password in
 * the environment does not change it in the database.
 */
export async function bootstrapAdminFromEnv(ctx: AppContext): Promise<void> {
  const { adminEmail, adminPassword } = ctx.config;
  if (!adminEmail || !adminPassword) return;
  const result = await createAdministrator(
    ctx.db,
    { email: adminEmail, password: adminPassword, first_name: 'Administrador', last_name: '' },
    { onlyFirst: true },
  );
  if (result.status === 'created') {
    ctx.log.info({ email: adminEmail }, 'ADMIN_EMAIL: administrator created');
  } else if (result.status === 'weak-password') {
    ctx.log.error(
      { email: adminEmail, reason: result.message },
      'ADMIN_PASSWORD breaks the password policy; the administrator was not created',
    );
  } else if (result.status === 'admin-exists') {
    ctx.log.info('ADMIN_EMAIL: an active administrator already exists; nothing to do');
  } else {
    ctx.log.warn(
      { email: adminEmail },
      'ADMIN_EMAIL: that e-mail already belongs to an account that is not an active administrator; it was not changed',
    );
  }
}
