import { ZRestablecerPasswordRequest } from '@academia/contract/auth/restablecer-password';
import { Alert, Button, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { Form } from '~/components/ui/form';
import { PasswordField } from '~/components/ui/password-field';
import { useContractForm } from '~/components/ui/use-contract-form';
import { ApiError } from '~/lib/api-error';
import { serverContext } from '~/lib/load-context.server';
import { pageTitle } from '~/lib/seo';
import { restablecerPassword } from '../api/restablecer-password';
import { type TokenPassword, validarTokenPassword } from '../api/validar-token-password';
import { AuthCard } from '../components/auth-card';
import type { Route } from './+types/reset-password-screen';

export function meta({ matches }: Route.MetaArgs) {
  return [pageTitle('Restablecer contraseña', matches), { name: 'robots', content: 'noindex' }];
}

type LinkCheck = ({ valid: true } & TokenPassword) | { valid: false; message: string };

/** The link is checked on the server, so the first response already says whether it works. */
export async function loader({ params, context }: Route.LoaderArgs): Promise<LinkCheck> {
  const { fetchApi } = serverContext(context);
  try {
    return { valid: true, ...(await validarTokenPassword(params.token, { fetchApi })) };
  } catch (err) {
    if (err instanceof ApiError && err.status >= 400 && err.status < 500) {
      return { valid: false, message: err.message };
    }
    throw err;
  }
}

/** The call's request plus the repeated password, which must match before anything is sent. */
const ZNewPasswordForm = ZRestablecerPasswordRequest.extend({ confirmacion: z.string() }).refine(
  (values) => values.password === values.confirmacion,
  { message: 'Las contraseñas no son iguales.', path: ['confirmacion'] },
);

function NewPasswordForm({ token, email, proposito }: TokenPassword & { token: string }) {
  const [done, setDone] = useState<string | null>(null);
  const form = useContractForm({
    schema: ZNewPasswordForm,
    initialValues: { password: '', confirmacion: '' },
    toRequest: (values) => ({ ...values, token }),
  });

  const title = proposito === 'bienvenida' ? 'Elige tu contraseña' : 'Restablecer contraseña';
  if (done) {
    return (
      <AuthCard title={title}>
        <Alert color="green" variant="light" role="status">
          {done}
        </Alert>
        <Button component={Link} to="/iniciar-sesion" fullWidth>
          Iniciar sesión
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} intro={<>Cuenta: {email}</>}>
      <Form
        form={form}
        onSubmit={async ({ password }) => setDone(await restablecerPassword({ token, password }))}
        submitLabel="Guardar contraseña"
        errorFallback="No se pudo guardar la contraseña."
      >
        <PasswordField
          label="Nueva contraseña"
          description="Al menos 8 caracteres (10 si administras o das clases)."
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordField
          label="Confirmar contraseña"
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmacion')}
        />
      </Form>
    </AuthCard>
  );
}

/** restablecer-contrasena/:token — for a forgotten password and for a new student's first one. */
export default function ResetPasswordScreen({ loaderData, params }: Route.ComponentProps) {
  if (!loaderData.valid) {
    return (
      <AuthCard title="Enlace no válido">
        <Text>{loaderData.message} Solicita un enlace nuevo para elegir tu contraseña.</Text>
        <Button component={Link} to="/recuperar-contrasena" fullWidth>
          Solicitar un enlace nuevo
        </Button>
      </AuthCard>
    );
  }
  return (
    <NewPasswordForm
      key={params.token}
      token={params.token}
      email={loaderData.email}
      proposito={loaderData.proposito}
    />
  );
}
