import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { FormError } from '~/components/ui/form-error';
import { ApiError } from '~/lib/api-error';
import { solicitarRestablecerPassword } from '../api/solicitar-restablecer-password';
import { AuthCard } from '../components/auth-card';

type State =
  | { status: 'idle' | 'sending' }
  | { status: 'sent'; message: string }
  | { status: 'failed'; message: string };

/** recuperar-contrasena: asks for a link by e-mail; the answer never tells who has an account. */
export default function ForgotPasswordScreen() {
  const [state, setState] = useState<State>({ status: 'idle' });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    setState({ status: 'sending' });
    try {
      setState({ status: 'sent', message: await solicitarRestablecerPassword({ email }) });
    } catch (err) {
      setState({
        status: 'failed',
        message: err instanceof ApiError ? err.message : 'No se pudo enviar la solicitud.',
      });
    }
  };

  return (
    <AuthCard
      title="Recuperar contraseña"
      intro="Escribe el correo con el que te registraste y te enviaremos un enlace para elegir una contraseña nueva."
    >
      {state.status === 'sent' ? (
        <Alert color="green" variant="light" role="status">
          {state.message}
        </Alert>
      ) : (
        <form onSubmit={(e) => void handleSubmit(e)}>
          <Stack>
            <FormError message={state.status === 'failed' ? state.message : null} />
            <TextInput
              name="email"
              type="email"
              label="Correo electrónico"
              autoComplete="email"
              required
            />
            <Button type="submit" loading={state.status === 'sending'} fullWidth>
              Enviar enlace
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/iniciar-sesion" size="sm" ta="center">
        Volver a iniciar sesión
      </Anchor>
    </AuthCard>
  );
}
