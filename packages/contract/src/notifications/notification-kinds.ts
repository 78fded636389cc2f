import { z } from 'zod';

/** What a notification is about; each kind has its own e-mail preference. */
export const NOTIFICATION_KINDS = [
  'respuesta_foro',
  'aviso',
  'evaluacion_calificada',
  'certificado_emitido',
  'acceso_por_vencer',
] as const;
export const zNotificationKind = z.enum(NOTIFICATION_KINDS, {
  error: 'Elige un tipo de notificación de la lista.',
});
export type TNotificationKind = z.infer<typeof zNotificationKind>;

/** How the person reads each kind on the profile's 'Notificaciones' and in mails. */
export const NOTIFICATION_KIND_LABELS: Record<TNotificationKind, string> = {
  respuesta_foro: 'Respuestas a mis mensajes del foro',
  aviso: 'Avisos de mis cursos',
  evaluacion_calificada: 'Evaluaciones calificadas',
  certificado_emitido: 'Certificados emitidos',
  acceso_por_vencer: 'Acceso a un curso por vencer',
};

export const NOTIFICATION_MODES = ['inmediato', 'resumen'] as const;
export const zNotificationMode = z.enum(NOTIFICATION_MODES, {
  error: 'Elige «Al momento» o «Resumen diario».',
});
export const NOTIFICATION_MODE_LABELS: Record<(typeof NOTIFICATION_MODES)[number], string> = {
  inmediato: 'Al momento',
  resumen: 'Resumen diario',
};

export const ZPreferenciaNotificacion = z.object({
  tipo: zNotificationKind,
  /** Whether this kind also goes by e-mail; the bell shows it either way. */
  correo: z.boolean({ error: 'Indica si quieres recibir este aviso por correo.' }),
  modo: zNotificationMode,
});
export type TPreferenciaNotificacion = z.infer<typeof ZPreferenciaNotificacion>;

export const ZPreferenciasNotificacion = z.object({
  preferencias: z.array(ZPreferenciaNotificacion),
});
