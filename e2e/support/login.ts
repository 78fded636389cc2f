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
  // The password check takes turns with every other sign-in on the server (passwords.ts): on a
  // loaded machine, with four workers signing in at once, it can take longer than a click's wait.
  await expect(page).toHaveURL(user.home, { timeout: 30_000 });
}
