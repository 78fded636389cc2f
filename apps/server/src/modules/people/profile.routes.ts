import { getUserData } from '@academia/contract/auth/get-user-data';
import { actualizarCertificacion } from '@academia/contract/people/actualizar-certificacion';
import { actualizarEducacion } from '@academia/contract/people/actualizar-educacion';
import { actualizarHabilidad } from '@academia/contract/people/actualizar-habilidad';
import { actualizarIdioma } from '@academia/contract/people/actualizar-idioma';
import { actualizarMiPerfil } from '@academia/contract/people/actualizar-mi-perfil';
import { actualizarPuesto } from '@academia/contract/people/actualizar-puesto';
import { agregarCargo } from '@academia/contract/people/agregar-cargo';
import { agregarCertificacion } from '@academia/contract/people/agregar-certificacion';
import { agregarEducacion } from '@academia/contract/people/agregar-educacion';
import { agregarHabilidad } from '@academia/contract/people/agregar-habilidad';
import { agregarIdioma } from '@academia/contract/people/agregar-idioma';
import { cancelarSuscripcion } from '@academia/contract/people/cancelar-suscripcion';
import { deleteCertificacion } from '@academia/contract/people/delete-certificacion';
import { deleteEducacion } from '@academia/contract/people/delete-educacion';
import { deleteHabilidad } from '@academia/contract/people/delete-habilidad';
import { deleteIdioma } from '@academia/contract/people/delete-idioma';
import { deletePuesto } from '@academia/contract/people/delete-puesto';
import { getDashboard } from '@academia/contract/people/get-dashboard';
import { getFoto } from '@academia/contract/people/get-foto';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/register-call';
import * as auth from '../auth/index';
import * as own from './own-profile.service';
import * as service from './profile.service';

export function registerProfileRoutes(app: FastifyInstance): void {
  // Bound here, not in auth: the answer adds the person's profile to the account's data, and
  // people already depends on auth (a binding in auth would make the two modules a cycle).
  registerCall(app, getUserData, async ({ app: ctx, user }) => {
    const datosUsuario = await auth.getUserData(ctx, user);
    return { datosUsuario, ...(await service.profileOf(ctx, datosUsuario)) };
  });
  registerCall(app, agregarCargo, async ({ app: ctx, user, input }) => ({
    content: await service.agregarCargo(ctx, user, input),
  }));
  registerCall(app, agregarEducacion, async ({ app: ctx, user, input }) => ({
    content: await service.agregarEducacion(ctx, user, input),
  }));
  registerCall(app, agregarCertificacion, async ({ app: ctx, user, input }) => ({
    content: await service.agregarCertificacion(ctx, user, input),
  }));
  registerCall(app, agregarIdioma, async ({ app: ctx, user, input }) => ({
    content: await service.agregarIdioma(ctx, user, input),
  }));
  registerCall(app, agregarHabilidad, async ({ app: ctx, user, input }) => ({
    content: await service.agregarHabilidad(ctx, user, input),
  }));
  registerCall(app, actualizarPuesto, async ({ app: ctx, user, input }) => ({
    content: await service.actualizarPuesto(ctx, user, input),
  }));
  registerCall(app, actualizarEducacion, async ({ app: ctx, user, input }) => ({
    content: await service.actualizarEducacion(ctx, user, input),
  }));
  registerCall(app, actualizarCertificacion, async ({ app: ctx, user, input }) => ({
    content: await service.actualizarCertificacion(ctx, user, input),
  }));
  registerCall(app, actualizarIdioma, async ({ app: ctx, user, input }) => ({
    content: await service.actualizarIdioma(ctx, user, input),
  }));
  registerCall(app, actualizarHabilidad, async ({ app: ctx, user, input }) => ({
    content: await service.actualizarHabilidad(ctx, user, input),
  }));
  registerCall(app, deletePuesto, ({ app: ctx, user, input }) =>
    service.deleteItem(ctx, user, 'puestos', input.id),
  );
  registerCall(app, deleteEducacion, ({ app: ctx, user, input }) =>
    service.deleteItem(ctx, user, 'programas', input.id),
  );
  registerCall(app, deleteCertificacion, ({ app: ctx, user, input }) =>
    service.deleteItem(ctx, user, 'certificaciones', input.id),
  );
  registerCall(app, deleteIdioma, ({ app: ctx, user, input }) =>
    service.deleteItem(ctx, user, 'idiomas', input.id),
  );
  registerCall(app, deleteHabilidad, ({ app: ctx, user, input }) =>
    service.deleteItem(ctx, user, 'habilidades', input.id),
  );
  registerCall(app, getFoto, async ({ app: ctx, user }) => ({
    content: await service.getFoto(ctx, user),
  }));
  registerCall(app, getDashboard, async ({ app: ctx, user }) => ({
    content: await service.getDashboard(ctx, user),
  }));
  registerCall(app, cancelarSuscripcion, ({ app: ctx, user, input }) =>
    service.cancelarSuscripcion(ctx, user, input.password),
  );
  registerCall(app, actualizarMiPerfil, async ({ app: ctx, user, input, files }) => ({
    content: await own.updateOwnProfile(ctx, user, input, files),
  }));
}
