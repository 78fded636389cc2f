export const REGISTRO_EXITOSO = '¡Tu registro se ha realizado con éxito!';
export const CUENTA_CREADA =
  'Tu cuenta se ha creado. Te enviamos un correo para que elijas tu contraseña.';
export const CORREO_DEL_PERSONAL =
  'Ese correo pertenece a una cuenta del personal de la academia. Usa otro correo para inscribirte.';
export const REGISTRO_PENDIENTE =
  '¡Tu registro se ha realizado con éxito! Tu inscripción está pendiente de confirmación: la academia la revisará y te avisará por correo.';
export const inscripcionPendienteMail = (curso: string) =>
  `Tu inscripción al curso ${curso} está pendiente de confirmación: la academia la revisará y te avisará por correo cuando la confirme.`;
export const SIN_PRUEBA_GRATUITA = 'Este curso no tiene prueba gratuita.';
export const GRUPO_OBLIGATORIO = 'Elige un grupo: el curso tiene grupos activos.';
export const GRUPO_NO_DISPONIBLE = 'Elige un grupo activo de este curso.';
export const ALUMNO_NO_ENCONTRADO = 'No se encontró el alumno.';
export const YA_INSCRITO = 'El alumno ya está inscrito en este curso.';
export const YA_EN_GRUPO = 'El alumno ya pertenece a ese grupo.';
export const INSCRIPCION_HECHA = '¡El registro se ha realizado con éxito!';
