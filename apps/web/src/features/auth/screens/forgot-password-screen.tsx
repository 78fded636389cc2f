import { ZSolicitarRestablecerPasswordRequest } from '@academia/contract/auth/solicitar-restablecer-password';
import { Alert, Anchor, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { Form } from '~/components/ui/form';
import { useContractForm } from '~/components/ui/use-contract-form';
import { pageTitle } from '~/lib/seo';
import { solicitarRestablecerPassword } from '../api/solicitar-restablecer-password';
import { AuthCard } from '../components/auth-card';
import type { Route } from './+types/forgot-password-screen';

export function meta({ matches }: Route.MetaArgs) {
  return [pageTitle('Recuperar contraseña', matches)];
}

/** recuperar-contrasena: asks for a link by e-mail; the answer never tells who has an account. */
export default function ForgotPasswordScreen() {
  const [sent, setSent] = useState<string | null>(null);
  const form = useContractForm({
    schema: ZSolicitarRestablecerPasswordRequest,
    initialValues: { email: '' },
  });

  return (
    <AuthCard
      title="Recuperar contraseña"
      intro="Escribe el correo con el que te registraste y te enviaremos un enlace para elegir una contraseña nueva."
    >
      {sent ? (
        <Alert color="green" variant="light" role="status">
          {sent}
        </Alert>
      ) : (
        <Form
          form={form}
          onSubmit={async (request) => setSent(await solicitarRestablecerPassword(request))}
          submitLabel="Enviar enlace"
          errorFallback="No se pudo enviar la solicitud."
        >
          <TextInput
            type="email"
            label="Correo electrónico"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
        </Form>
      )}
      <Anchor component={Link} to="/iniciar-sesion" size="sm" ta="center">
        Volver a iniciar sesión
      </Anchor>
    </AuthCard>
  );
}
