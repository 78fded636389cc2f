import { Anchor, Button, Paper, Stack, TextInput, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { FormError } from '~/components/ui/form-error';
import { PasswordField } from '~/components/ui/password-field';
import { useHydrated } from '~/lib/use-hydrated';

export interface Credentials {
  username: string;
  password: string;
}

interface LoginFormProps {
  onSubmit: (credentials: Credentials) => void;
  error: string | null;
  submitting: boolean;
}

/** Both fields are required by the browser (spec, section 5); the server decides the rest. */
export function LoginForm({ onSubmit, error, submitting }: LoginFormProps) {
  // `post` keeps the password out of the address even if the browser ever sends the form.
  const hydrated = useHydrated();
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onSubmit({
      username: String(form.get('username') ?? ''),
      password: String(form.get('password') ?? ''),
    });
  };
  return (
    <Paper withBorder shadow="sm" p="xl" radius="md">
      <form method="post" onSubmit={handleSubmit} aria-labelledby="login-title">
        <Stack>
          <Title order={2} id="login-title">
            Iniciar sesión
          </Title>
          <FormError message={error} />
          <TextInput
            name="username"
            type="email"
            label="Correo electrónico"
            autoComplete="username"
            required
          />
          <PasswordField
            name="password"
            label="Contraseña"
            autoComplete="current-password"
            required
          />
          <Button type="submit" loading={submitting} disabled={!hydrated} fullWidth>
            Ingresar
          </Button>
          <Anchor component={Link} to="/recuperar-contrasena" size="sm" ta="center">
            ¿Olvidaste tu contraseña?
          </Anchor>
        </Stack>
      </form>
    </Paper>
  );
}
