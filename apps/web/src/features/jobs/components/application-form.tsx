import { Button, InputBase, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormError } from '~/components/ui/form-error';
import { Notice } from '~/components/ui/notice';
import { ApiError } from '~/lib/api-error';

export const POSTULACION_EXITOSA = 'Postulación Exitosa! Se han enviado tus datos correctamente.';
const RELOAD_AFTER_MS = 3000;

type State = { status: 'editing' | 'sending' | 'sent' } | { status: 'failed'; message: string };

/** The application form of job/:unique_id: the spec's fields, CV as PDF, reload after 3 s. */
export function ApplicationForm({ job }: { job: string }) {
  const [state, setState] = useState<State>({ status: 'editing' });
  const [cv, setCv] = useState<File | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (state.status !== 'sent') return;
    const timer = setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, [state.status]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    setState({ status: 'sending' });
    try {
      // Loaded on the first application: its contract schema brings zod to the public page.
      const { postularVacante } = await import('../api/postular-vacante');
      await postularVacante(
        {
          nombre: text('nombre'),
          email: text('email'),
          celular: text('celular'),
          telefono: text('telefono'),
          mensaje: text('mensaje'),
          job,
        },
        cv,
      );
      formRef.current?.reset();
      setCv(null);
      setState({ status: 'sent' });
    } catch (err) {
      setState({
        status: 'failed',
        message:
          err instanceof ApiError
            ? (err.fields[0]?.message ?? err.message)
            : 'No se pudo enviar tu postulación.',
      });
    }
  };

  return (
    <form ref={formRef} onSubmit={(e) => void handleSubmit(e)} aria-labelledby="postulacion">
      <Stack>
        <Title order={2} size="h3" id="postulacion">
          Postúlate
        </Title>
        {state.status === 'sent' && (
          <Notice color="green" role="status">
            {POSTULACION_EXITOSA}
          </Notice>
        )}
        <FormError message={state.status === 'failed' ? state.message : null} />
        <TextInput name="nombre" label="Nombre completo" autoComplete="name" required />
        <TextInput
          name="email"
          type="email"
          label="Correo electrónico"
          autoComplete="email"
          required
        />
        <TextInput name="celular" type="tel" label="Celular" autoComplete="tel" />
        <TextInput name="telefono" type="tel" label="Teléfono" />
        {/* Mantine's Textarea always brings its autosize code (1.4 KiB): a plain one, three rows. */}
        <InputBase component="textarea" multiline name="mensaje" label="Mensaje" rows={3} />
        <TextInput
          // The browser's own file field: Mantine's FileInput would add its button and
          // clearing code to the job page's JavaScript, over the public pages' budget.
          type="file"
          label="CV (PDF)"
          description="Selecciona tu CV en PDF"
          accept="application/pdf"
          onChange={(event) => setCv(event.currentTarget.files?.[0] ?? null)}
          styles={{ input: { paddingTop: 5 } }}
        />
        <Button
          type="submit"
          loading={state.status === 'sending'}
          style={{ alignSelf: 'flex-start' }}
        >
          Enviar postulación
        </Button>
      </Stack>
    </form>
  );
}
