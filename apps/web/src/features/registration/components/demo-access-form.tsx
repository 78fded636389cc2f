import { DEMO_DAYS } from '@academia/contract/registration/create-demo-user';
import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormError } from '~/components/ui/form-error';
import { createDemoUser } from '../api/create-demo-user';
import { formText, type Refusal, refusalOf } from './person-fields';

/**
 * 'Prueba gratuita': a student account for this course that works for a few days, lessons
 * only; offered only for courses an administrator marked (decision 017).
 */
export function DemoAccessForm({ curso }: { curso: string }) {
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>({ fields: {}, message: null });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSending(true);
    setRefusal({ fields: {}, message: null });
    try {
      await createDemoUser({
        first_name: formText(form, 'first_name'),
        email: formText(form, 'email'),
        curso,
      });
      await navigate('/plataforma/cursos');
    } catch (err) {
      setRefusal(refusalOf(err, ['first_name', 'email'], 'No se pudo crear tu acceso de prueba.'));
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
          Entra ahora mismo a las lecciones de este curso con una cuenta de prueba que dura{' '}
          {DEMO_DAYS} días. Las evaluaciones, los foros y el certificado requieren inscribirte.
        </Text>
        <FormError message={refusal.message} />
        <TextInput
          name="first_name"
          label="Tu nombre"
          autoComplete="given-name"
          required
          error={refusal.fields.first_name}
        />
        <TextInput
          name="email"
          type="email"
          label="Tu correo electrónico"
          autoComplete="email"
          required
          error={refusal.fields.email}
        />
        <Button type="submit" variant="light" loading={sending}>
          Probar la plataforma
        </Button>
      </Stack>
    </form>
  );
}
