import { coursePrice, isFree } from '@academia/contract/core/course-price';
import { fechaLarga } from '@academia/contract/core/long-date';
import {
  Alert,
  Button,
  Container,
  Grid,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { data } from 'react-router';
import { FormError } from '~/components/ui/form-error';
import { ApiError } from '~/lib/api-error';
import { serverContext } from '~/lib/load-context.server';
import { seoMeta, shortText, uploadsUrl } from '~/lib/seo';
import { getDatosCurso } from '../api/get-datos-curso';
import { registrarAlumnoAdmin } from '../api/registrar-alumno-admin';
import { DemoAccessForm } from '../components/demo-access-form';
import {
  formText,
  PERSON_FIELDS,
  PersonFields,
  type Refusal,
  refusalOf,
} from '../components/person-fields';
import type { Route } from './+types/course-registration-screen';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { fetchApi, publicUrl, academyName } = serverContext(context);
  try {
    const curso = await getDatosCurso(params.curso, { fetchApi });
    if (!curso) throw data('No encontrado', { status: 404 });
    return { curso, publicUrl, academyName };
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) {
      throw data('No encontrado', { status: 404 });
    }
    throw err;
  }
}

export function meta({ data: d }: Route.MetaArgs) {
  if (!d) return [];
  return seoMeta({
    title: `Registro: ${d.curso.nombre}`,
    description: shortText(d.curso.descripcion || d.curso.nombre),
    path: `/registro/${d.curso.slug}`,
    publicUrl: d.publicUrl,
    academyName: d.academyName,
    image: d.curso.imagen,
  });
}

const dateLabel = (iso: string | null) => (iso ? fechaLarga(iso) : 'Por definir');

const SHOWN = [...PERSON_FIELDS, 'username', 'empleo_actual', 'empresa'];
const NO_ERRORS: Record<string, string> = {};

type State =
  | { status: 'editing' | 'sending' }
  | { status: 'done'; mensaje: string; pendiente: boolean }
  | ({ status: 'failed' } & Refusal);

/** registro/:curso — the course's data and the registration form. */
export default function CourseRegistrationScreen({ loaderData }: Route.ComponentProps) {
  const { curso } = loaderData;
  const [state, setState] = useState<State>({ status: 'editing' });
  const formRef = useRef<HTMLFormElement>(null);
  const errors = state.status === 'failed' ? state.fields : NO_ERRORS;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = formText(form, 'email');
    setState({ status: 'sending' });
    try {
      const answer = await registrarAlumnoAdmin({
        first_name: formText(form, 'first_name'),
        last_name: formText(form, 'last_name'),
        celular: formText(form, 'celular'),
        username: email,
        email,
        empleo_actual: formText(form, 'empleo_actual'),
        empresa: formText(form, 'empresa'),
        tipo: 1,
        curso: curso.slug,
      });
      formRef.current?.reset();
      setState({ status: 'done', ...answer });
    } catch (err) {
      setState({ status: 'failed', ...refusalOf(err, SHOWN, 'No se pudo completar tu registro.') });
    }
  };

  return (
    <Container size="lg" py="xl">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack>
            <Title order={1}>{curso.nombre}</Title>
            {curso.imagen && (
              <img
                src={uploadsUrl(curso.imagen)}
                alt=""
                style={{ maxWidth: '100%', borderRadius: 8 }}
              />
            )}
            <Text>{curso.descripcion}</Text>
            <Group gap="xl">
              <div>
                <Text size="sm" c="dimmed">
                  Duración
                </Text>
                <Text fw={600}>{curso.horas_curso} horas</Text>
              </div>
              <div>
                <Text size="sm" c="dimmed">
                  Inicio
                </Text>
                <Text fw={600}>{dateLabel(curso.fecha_inicio)}</Text>
              </div>
              <div>
                <Text size="sm" c="dimmed">
                  Fin
                </Text>
                <Text fw={600}>{dateLabel(curso.fecha_fin)}</Text>
              </div>
              <div>
                <Text size="sm" c="dimmed">
                  Precio
                </Text>
                <Text fw={600}>{coursePrice(curso.precio)}</Text>
              </div>
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder radius="md" p="xl">
            <form ref={formRef} onSubmit={(e) => void handleSubmit(e)} aria-labelledby="registro">
              <Stack>
                <Title order={2} size="h3" id="registro">
                  Regístrate al curso
                </Title>
                {state.status === 'done' && (
                  <Alert
                    color={state.pendiente ? 'orange' : 'green'}
                    variant="light"
                    role="status"
                    title={state.pendiente ? 'Inscripción pendiente de confirmación' : undefined}
                  >
                    {state.mensaje} Revisa tu correo: si aún no tienes contraseña, te enviamos un
                    enlace para elegirla.
                  </Alert>
                )}
                {isFree(curso.precio) ? null : (
                  <Text size="sm" c="dimmed">
                    Es un curso de pago: tu inscripción quedará pendiente hasta que la academia la
                    confirme.
                  </Text>
                )}
                <FormError message={state.status === 'failed' ? state.message : null} />
                <PersonFields errors={errors} />
                <TextInput
                  name="empleo_actual"
                  label="Empleo Actual"
                  autoComplete="organization-title"
                  error={errors.empleo_actual}
                />
                <TextInput
                  name="empresa"
                  label="Empresa"
                  autoComplete="organization"
                  error={errors.empresa}
                />
                <Button type="submit" loading={state.status === 'sending'}>
                  Registrarme
                </Button>
              </Stack>
            </form>
          </Paper>
          {curso.prueba_gratuita && (
            <Paper withBorder radius="md" p="xl" mt="lg">
              <DemoAccessForm curso={curso.slug} />
            </Paper>
          )}
        </Grid.Col>
      </Grid>
    </Container>
  );
}
