import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './demo-users';

/** Logs in through the form, as a person would, and waits for the user's home. */
export async function logIn(
  page: Page,
  user: { email: string; home: string },
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto('/iniciar-sesion');
  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(user.home);
}
