export const ENLACE_BAJA_INVALIDO =
  'El enlace para dejar de recibir estos correos no es válido. Cambia tus preferencias en tu perfil, en «Notificaciones».';
export const ENLACE_BAJA_CADUCADO =
  'El enlace para dejar de recibir estos correos ha caducado. Cambia tus preferencias en tu perfil, en «Notificaciones».';
export const BOTON_VER = 'Ver en la plataforma';
export const PIE_BAJA = 'Dejar de recibir estos correos';
export const ASUNTO_RESUMEN = 'Tu resumen diario de notificaciones';
export const accesoPorVencer = (curso: string, fecha: string, reminder: 'semana' | 'dia') =>
  reminder === 'dia'
    ? `Tu acceso a «${curso}» termina hoy (${fecha})`
    : `Tu acceso a «${curso}» termina el ${fecha}`;
export const respuestaForo = (quien: string, pregunta: string) =>
  `${quien} respondió a tu mensaje en el foro «${pregunta.length > 80 ? `${pregunta.slice(0, 79)}…` : pregunta}»`;
export const evaluacionCalificada = (nombre: string, calificacion: string, aprobada: boolean) =>
  `Tu evaluación «${nombre}» fue calificada: ${calificacion} (${aprobada ? 'aprobada' : 'no aprobada'})`;
export const certificadoEmitido = (curso: string) =>
  `Tu certificado de «${curso}» ya está disponible`;
