import {
  ESTADO_POSTULACION_TEXTO,
  ESTADOS_POSTULACION,
  zEstadoPostulacion,
} from '@academia/contract/career/postulaciones';
import { TIPO } from '@academia/contract/core/call';
import { ZActualizarJobRequest } from '@academia/contract/jobs/actualizar-job';
import { APLICANTES_PAGE_SIZE, type TAplicante } from '@academia/contract/jobs/get-aplicantes';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { type DataColumn, DataTable } from '~/components/ui/data-table';
import { FormError } from '~/components/ui/form-error';
import { PageLoader } from '~/components/ui/page-loader';
import { errorMessage } from '~/lib/api-client';
import { formatDate } from '~/lib/dates';
import { useActualizarEstadoAplicante } from '../api/actualizar-estado-aplicante';
import { useActualizarJob } from '../api/actualizar-job';
import { abrirCvAplicante } from '../api/descargar-cv-aplicante';
import { useEditarJob } from '../api/editar-job';
import { useAplicantes } from '../api/get-aplicantes';
import { JobForm } from '../components/job-form';
import { modalidadLabel, sueldoLabel } from '../components/modalidad';
import type { Route } from './+types/job-applicants-screen';

export const meta = () => [{ title: 'Postulantes' }];

const SAVED_MESSAGE_MS = 3000;

const columns: DataColumn<TAplicante>[] = [
  {
    key: 'nombre',
    header: 'Nombre',
    cell: (a) => (
      <Stack gap={4} align="flex-start">
        <Text size="sm">{a.nombre}</Text>
        {a.alumno !== null && (
          <Badge variant="light" size="sm">
            Alumno de la academia
          </Badge>
        )}
      </Stack>
    ),
    sortValue: (a) => a.nombre,
  },
  { key: 'email', header: 'Email', cell: (a) => a.email, sortValue: (a) => a.email },
  { key: 'celular', header: 'Celular', cell: (a) => a.celular },
  { key: 'telefono', header: 'Teléfono', cell: (a) => a.telefono },
  { key: 'mensaje', header: 'Mensaje', cell: (a) => a.mensaje },
  {
    key: 'certificados',
    header: 'Certificados verificados',
    cell: (a) =>
      a.certificados.length === 0 ? (
        <Text size="sm" c="dimmed">
          —
        </Text>
      ) : (
        <Stack gap={4}>
          {a.certificados.map((c) => (
            <Text size="sm" key={c.unique_id}>
              <Anchor href={c.url} target="_blank" rel="noopener noreferrer">
                {c.curso}
              </Anchor>{' '}
              <Text span size="xs" c="dimmed">
                ({formatDate(c.fecha_reconocimiento)})
              </Text>
            </Text>
          ))}
        </Stack>
      ),
  },
];

/** Administrators change an application's state; teachers, who share this area, read it. */
function estadoColumn(administra: boolean): DataColumn<TAplicante> {
  return {
    key: 'estado',
    header: 'Estado',
    cell: (a) => (administra ? <EstadoSelect aplicante={a} /> : ESTADO_POSTULACION_TEXTO[a.estado]),
    sortValue: (a) => ESTADOS_POSTULACION.indexOf(a.estado),
  };
}

const ESTADO_OPTIONS = ESTADOS_POSTULACION.map((value) => ({
  value,
  label: ESTADO_POSTULACION_TEXTO[value],
}));

/** An application's state, changed where it is shown; a refusal is told under the select. */
function EstadoSelect({ aplicante }: { aplicante: TAplicante }) {
  const actualizar = useActualizarEstadoAplicante();
  const [estado, setEstado] = useState(aplicante.estado);
  useEffect(() => setEstado(aplicante.estado), [aplicante.estado]);
  return (
    <NativeSelect
      size="xs"
      aria-label={`Estado de la postulación de ${aplicante.nombre}`}
      data={ESTADO_OPTIONS}
      value={estado}
      error={actualizar.error && errorMessage(actualizar.error, 'No se pudo cambiar el estado.')}
      onChange={(event) => {
        const next = zEstadoPostulacion.parse(event.currentTarget.value);
        const before = estado;
        setEstado(next);
        actualizar.mutate(
          { aplicante: aplicante.id, estado: next },
          { onError: () => setEstado(before) },
        );
      }}
    />
  );
}

function Applicants({ uniqueId }: { uniqueId: string }) {
  // The area's layout (app/layouts/admin-articles-layout.tsx) resolved who is signed in.
  const tipo = useRouteLoaderData<{ tipo: number }>('app/layouts/admin-articles-layout')?.tipo;
  const [page, setPage] = useState(1);
  const aplicantes = useAplicantes(uniqueId, page);
  const [cvError, setCvError] = useState<string | null>(null);
  return (
    <Stack>
      <FormError message={cvError} />
      <DataTable
        label="Postulantes"
        minWidth={1100}
        rows={aplicantes.data?.results}
        rowKey={(a) => a.id}
        error={
          aplicantes.error &&
          errorMessage(aplicantes.error, 'No se pudieron cargar los postulantes.')
        }
        empty="Aún no hay postulantes."
        columns={[
          ...columns,
          estadoColumn(tipo === TIPO.admin),
          {
            key: 'cv',
            header: 'CV',
            cell: (a) =>
              a.cv ? (
                <Button
                  size="xs"
                  variant="light"
                  aria-label={`Ver CV de ${a.nombre}`}
                  onClick={() => {
                    setCvError(null);
                    abrirCvAplicante(a.id).catch((err: unknown) =>
                      setCvError(errorMessage(err, 'No se pudo abrir el CV.')),
                    );
                  }}
                >
                  Ver CV
                </Button>
              ) : (
                <Text size="sm" c="dimmed">
                  Sin CV
                </Text>
              ),
          },
        ]}
        page={
          aplicantes.data && {
            page,
            count: aplicantes.data.count,
            onChange: setPage,
            pageSize: APLICANTES_PAGE_SIZE,
          }
        }
      />
    </Stack>
  );
}

/** admin/job/applicants/:unique_id — the vacancy (view and edit modes) and its applicants. */
export default function JobApplicantsScreen({ params }: Route.ComponentProps) {
  const job = useEditarJob(params.unique_id);
  const actualizar = useActualizarJob();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => {
      setSaved(false);
      setEditing(false);
    }, SAVED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  if (job.isPending) return <PageLoader />;
  if (job.isError) {
    return (
      <Container size="lg" py="xl">
        <FormError message={errorMessage(job.error, 'No se pudo cargar la vacante.')} />
      </Container>
    );
  }

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Paper withBorder radius="md" p="lg">
          {saved && (
            <Alert color="green" variant="light" role="status" mb="md">
              La vacante interna se ha actualizado con éxito.
            </Alert>
          )}
          {editing ? (
            <>
              <Title order={1} size="h2" mb="md">
                Editar vacante
              </Title>
              <JobForm
                job={job.data}
                schema={ZActualizarJobRequest}
                toRequest={(v) => ({ ...v, job: job.data.unique_id })}
                submitLabel="Guardar"
                onSubmit={async (request) => {
                  await actualizar.mutateAsync(request);
                  setSaved(true);
                }}
                onCancel={() => setEditing(false)}
              />
            </>
          ) : (
            <Stack>
              <Group justify="space-between">
                <Title order={1} size="h2">
                  {job.data.nombre}
                </Title>
                <Button variant="light" onClick={() => setEditing(true)}>
                  Editar
                </Button>
              </Group>
              <Group gap="xs">
                <Badge variant="light">{modalidadLabel(job.data.modalidad)}</Badge>
                <Badge color={job.data.activo === 1 ? 'green' : 'gray'} variant="light">
                  {job.data.activo === 1 ? 'Abierta' : 'Cerrada'}
                </Badge>
                <Text fw={600}>{sueldoLabel(job.data.sueldo)}</Text>
              </Group>
              <Text c="dimmed">{job.data.descripcion_corta}</Text>
              <div
                // Sanitised with an allowlist when written (sanitizeRichText).
                // biome-ignore lint/security/noDangerouslySetInnerHtml: stored HTML is sanitised on write
                dangerouslySetInnerHTML={{ __html: job.data.descripcion }}
              />
            </Stack>
          )}
        </Paper>
        <div>
          <Title order={2} mb="md">
            Postulantes
          </Title>
          <Applicants uniqueId={job.data.unique_id} />
        </div>
      </Stack>
    </Container>
  );
}
