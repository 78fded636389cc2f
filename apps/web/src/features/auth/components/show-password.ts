/** Mantine's eye button of PasswordInput is labelled in English unless told otherwise. */
export const SHOW_PASSWORD = { 'aria-label': 'Mostrar u ocultar la contraseña' } as const;
