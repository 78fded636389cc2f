import { Alert, Button, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { FormError } from '~/components/ui/form-error';
import { PasswordField } from '~/components/ui/password-field';
import { ApiError } from '~/lib/api-error';
import { serverContext } from '~/lib/load-context.server';
import { restablecerPassword } from '../api/restablecer-password';
import { type TokenPassword, validarTokenPassword } from '../api/validar-token-password';
import { AuthCard } from '../components/auth-card';
import type { Route } from './+types/reset-password-screen';

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

type State =
  | { status: 'editing' | 'saving' }
  | { status: 'failed'; message: string }
  | { status: 'done'; message: string };

function NewPasswordForm({ token, email, proposito }: TokenPassword & { token: string }) {
  const [state, setState] = useState<State>({ status: 'editing' });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    if (password !== String(form.get('confirmacion') ?? '')) {
      setState({ status: 'failed', message: 'Las contraseñas no son iguales.' });
      return;
    }
    setState({ status: 'saving' });
    try {
      setState({ status: 'done', message: await restablecerPassword({ token, password }) });
    } catch (err) {
      const message =
        err instanceof ApiError
          ? (err.fields[0]?.message ?? err.message)
          : 'No se pudo guardar la contraseña.';
      setState({ status: 'failed', message });
    }
  };

  const title = proposito === 'bienvenida' ? 'Elige tu contraseña' : 'Restablecer contraseña';
  if (state.status === 'done') {
    return (
      <AuthCard title={title}>
        <Alert color="green" variant="light" role="status">
          {state.message}
        </Alert>
        <Button component={Link} to="/iniciar-sesion" fullWidth>
          Iniciar sesión
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} intro={<>Cuenta: {email}</>}>
      <form onSubmit={(e) => void handleSubmit(e)}>
        <Stack>
          <FormError message={state.status === 'failed' ? state.message : null} />
          <PasswordField
            name="password"
            label="Nueva contraseña"
            description="Al menos 8 caracteres (10 si administras o das clases)."
            autoComplete="new-password"
            required
          />
          <PasswordField
            name="confirmacion"
            label="Confirmar contraseña"
            autoComplete="new-password"
            required
          />
          <Button type="submit" loading={state.status === 'saving'} fullWidth>
            Guardar contraseña
          </Button>
        </Stack>
      </form>
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
