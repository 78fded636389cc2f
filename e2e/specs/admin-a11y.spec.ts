import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DEMO_USERS } from '../support/demo-users';
import { logIn } from '../support/login';

/** The demo's first course (Python); Ana holds its certificate. */
const PYTHON_COURSE_ID = 1;
const ANA = 'Ana García Méndez';

interface Screen {
  path: string;
  /** Opens a modal on the screen and answers it, when the check is to include one. */
  open?: (page: Page) => Promise<ReturnType<Page['getByRole']>>;
}

const button = (name: string) => async (page: Page) => {
  await page.getByRole('button', { name, exact: true }).first().click();
  return page.getByRole('dialog');
};

/** Ten screens of the administrator's daily work (issue 23), five of them with a modal open. */
const SCREENS: Screen[] = [
  { path: '/admin/plataforma/resumen' },
  { path: '/admin/plataforma/cursos', open: button('Agregar curso') },
  { path: '/admin/plataforma/categorias-curso' },
  { path: `/admin/plataforma/temas-subtemas/${PYTHON_COURSE_ID}`, open: button('Agregar tema') },
  { path: `/admin/plataforma/grupos/${PYTHON_COURSE_ID}`, open: button('Agregar grupo') },
  { path: '/admin/plataforma/alumnos' },
  {
    path: `/admin/plataforma/evaluacion/${PYTHON_COURSE_ID}`,
    open: button('Agregar evaluación'),
  },
  {
    path: `/admin/plataforma/certificados/${PYTHON_COURSE_ID}`,
    open: async (page) => {
      await page
        .getByRole('row', { name: new RegExp(ANA) })
        .getByRole('button', { name: `Enviar por correo el certificado de ${ANA}` })
        .click();
      return page.getByRole('dialog', { name: 'Enviar certificado por correo' });
    },
  },
  { path: '/admin/plataforma/auditoria' },
  { path: '/admin/listado-articulos' },
];

test('ten admin screens, modals open on five, have no serious accessibility violation', async ({
  page,
}) => {
  // Ten screens and axe on each, some twice, on a busy 2-core machine.
  test.setTimeout(180_000);
  await logIn(page, DEMO_USERS.admin);
  for (const screen of SCREENS) {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page, screen.path);
    if (!screen.open) continue;
    const dialog = await screen.open(page);
    await expect(dialog).toBeVisible();
    // Every modal's close button has a name (issue 23).
    await expect(dialog.getByRole('button', { name: 'Cerrar' }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, `${screen.path} con un modal abierto`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});
