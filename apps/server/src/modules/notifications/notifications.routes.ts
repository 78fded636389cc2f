import { actualizarPreferenciasNotificacion } from '@academia/contract/notifications/actualizar-preferencias-notificacion';
import { bajaNotificaciones } from '@academia/contract/notifications/baja-notificaciones';
import { getNotificaciones } from '@academia/contract/notifications/get-notificaciones';
import { getPreferenciasNotificacion } from '@academia/contract/notifications/get-preferencias-notificacion';
import { marcarNotificacionesLeidas } from '@academia/contract/notifications/marcar-notificaciones-leidas';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/register-call';
import * as service from './notifications.service';
import { registerOneClickUnsubscribe } from './one-click-unsubscribe.route';

export function registerNotificationsRoutes(app: FastifyInstance): void {
  registerCall(app, getNotificaciones, ({ app: ctx, user, input }) =>
    service.getNotificaciones(ctx, user, input.page),
  );
  registerCall(app, marcarNotificacionesLeidas, ({ app: ctx, user, input }) =>
    service.marcarNotificacionesLeidas(ctx, user, input.ids),
  );
  registerCall(app, getPreferenciasNotificacion, ({ app: ctx, user }) =>
    service.getPreferenciasNotificacion(ctx, user),
  );
  registerCall(app, actualizarPreferenciasNotificacion, ({ app: ctx, user, input }) =>
    service.actualizarPreferenciasNotificacion(ctx, user, input.preferencias),
  );
  registerCall(app, bajaNotificaciones, ({ app: ctx, input }) =>
    service.bajaNotificaciones(ctx, input.token),
  );
  registerOneClickUnsubscribe(app);
}
