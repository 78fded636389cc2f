export const LOGIN_FAILED = 'No hemos podido iniciar sesión con los datos ingresados.';
export const LOGIN_LIMITED =
  'Demasiados intentos fallidos de inicio de sesión. Espera unos minutos e inténtalo de nuevo.';
export const SUPERUSER_CLOSED =
  'El registro de superusuario ya no está disponible: la plataforma ya tiene un administrador.';
export const EMAIL_TAKEN = 'Ya existe una cuenta con ese correo electrónico.';
export const LINK_INVALID = 'El enlace no es válido o ha caducado.';
export const RESET_REQUESTED =
  'Si el correo pertenece a una cuenta, te hemos enviado un enlace para restablecer tu ' +
  'contraseña. Revisa tu bandeja de entrada.';
export const PASSWORD_SET = 'Tu contraseña se ha guardado. Ya puedes iniciar sesión.';
export const PASSWORD_ACTUAL_MISSING =
  'Escribe tu contraseña actual para cambiar la contraseña o el correo electrónico.';
export const PASSWORD_ACTUAL_WRONG = 'La contraseña actual no es correcta.';
export const passwordActualLimited = (seconds: number) =>
  `Demasiados intentos con una contraseña actual incorrecta. Espera ${seconds} ${
    seconds === 1 ? 'segundo' : 'segundos'
  } e inténtalo de nuevo.`;
export const USER_NOT_FOUND = 'No se encontró el usuario.';
