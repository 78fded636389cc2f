import { auth } from '@academia/contract/auth/auth';
import { cerrarSesionesUsuario } from '@academia/contract/auth/cerrar-sesiones-usuario';
import { createSuperUser } from '@academia/contract/auth/create-super-user';
import { getAvisosSeguridad } from '@academia/contract/auth/get-avisos-seguridad';
import { getTipo } from '@academia/contract/auth/get-tipo';
import { logout } from '@academia/contract/auth/logout';
import { restablecerPassword } from '@academia/contract/auth/restablecer-password';
import { solicitarRestablecerPassword } from '@academia/contract/auth/solicitar-restablecer-password';
import { validarTokenPassword } from '@academia/contract/auth/validar-token-password';
import type { FastifyInstance } from 'fastify';
import { demoAccountKeepsDefaultPassword } from '../../demo/demo-password';
import { RateLimitedError } from '../../platform/auth/rate-limit';
import { registerCall } from '../../platform/http/register-call';
import * as service from './auth.service';
import * as reset from './password-reset.service';
import * as sessions from './sessions.service';

export function registerAuthRoutes(app: FastifyInstance): void {
  registerCall(app, auth, async ({ app: ctx, input, ip, reply }) => {
    try {
      return { token: await service.login(ctx, input, ip) };
    } catch (err) {
      if (err instanceof RateLimitedError) {
        reply.header('retry-after', String(err.retryAfterSeconds));
      }
      throw err;
    }
  });

  registerCall(app, getTipo, async ({ user }) => ({ content: { tipo: user.tipo } }));

  registerCall(app, createSuperUser, async ({ app: ctx, input }) => ({
    content: await service.createSuperUser(ctx, input),
  }));

  registerCall(app, logout, async ({ app: ctx, user }) => {
    await service.logout(ctx, user);
    return {};
  });

  registerCall(app, solicitarRestablecerPassword, async ({ app: ctx, input }) => ({
    content: { mensaje: await reset.requestPasswordReset(ctx, input.email) },
  }));

  registerCall(app, validarTokenPassword, async ({ app: ctx, input }) => ({
    content: await reset.validatePasswordLink(ctx, input.token),
  }));

  registerCall(app, getAvisosSeguridad, async ({ app: ctx }) => ({
    content: { contrasena_demo_por_defecto: await demoAccountKeepsDefaultPassword(ctx.db) },
  }));

  registerCall(app, restablecerPassword, async ({ app: ctx, input }) => ({
    content: await reset.resetPassword(ctx, input.token, input.password),
  }));

  registerCall(app, cerrarSesionesUsuario, async ({ app: ctx, input, user }) => ({
    content: await sessions.closeAccountSessions(ctx, user, input.usuario),
  }));
}
