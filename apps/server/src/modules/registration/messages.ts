export const REGISTRO_EXITOSO = '¡Tu registro se ha realizado con éxito!';
export const CUENTA_CREADA =
  'Tu cuenta se ha creado. Te enviamos un correo para que elijas tu contraseña.';
export const CORREO_DEL_PERSONAL =
  'Ese correo pertenece a una cuenta del personal de la academia. Usa otro correo para inscribirte.';
