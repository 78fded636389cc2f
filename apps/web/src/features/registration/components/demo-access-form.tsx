import { DEMO_DAYS } from '@academia/contract/registration/create-demo-user';
import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormError } from '~/components/ui/form-error';
import { ApiError } from '~/lib/api-error';
import { createDemoUser } from '../api/create-demo-user';
import { formText } from './person-fields';

/** 'Try the platform': a student account for this course that works for a few days. */
export function DemoAccessForm({ curso }: { curso: string }) {
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSending(true);
    setError(null);
    try {
      await createDemoUser({
        first_name: formText(form, 'first_name'),
        email: formText(form, 'email'),
        curso,
      });
      await navigate('/plataforma/cursos');
    } catch (err) {
      setError(
        err instanceof ApiError
          ? (err.fields[0]?.message ?? err.message)
          : 'No se pudo crear tu acceso de prueba.',
      );
      setSending(false);
    }
  };

  return (
    <form onSubmit={(e) => void handleSubmit(e)} aria-labelledby="prueba">
      <Stack>
        <Title order={2} size="h4" id="prueba">
          Prueba la plataforma
        </Title>
        <Text size="sm" c="dimmed">
          Entra ahora mismo a este curso con una cuenta de prueba que dura {DEMO_DAYS} días.
        </Text>
        <FormError message={error} />
        <TextInput name="first_name" label="Tu nombre" autoComplete="given-name" required />
        <TextInput
          name="email"
          type="email"
          label="Tu correo electrónico"
          autoComplete="email"
          required
        />
        <Button type="submit" variant="light" loading={sending}>
          Probar la plataforma
        </Button>
      </Stack>
    </form>
  );
}
