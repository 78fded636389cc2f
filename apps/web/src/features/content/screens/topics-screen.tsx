import { ZActualizarTemaCursoRequest } from '@academia/contract/content/actualizar-tema-curso';
import { ZAgregarSubtemaTemaRequest } from '@academia/contract/content/agregar-subtema-tema';
import { ZAgregarTemaCursoRequest } from '@academia/contract/content/agregar-tema-curso';
import type { TTemaConSubtemas } from '@academia/contract/content/shapes';
import {
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useConfirm } from '~/components/ui/confirm-dialog';
import { FormError } from '~/components/ui/form-error';
import { errorMessage } from '~/lib/api-client';
import { useActualizarOrdenSubtemas } from '../api/actualizar-orden-subtemas';
import { useActualizarOrdenTemas } from '../api/actualizar-orden-temas';
import { useActualizarTemaCurso } from '../api/actualizar-tema-curso';
import { useAgregarSubtemaTema } from '../api/agregar-subtema-tema';
import { useAgregarTemaCurso } from '../api/agregar-tema-curso';
import { useEditarTemaCurso } from '../api/editar-tema-curso';
import { useEliminarSubtema } from '../api/eliminar-subtema';
import { useEliminarTema } from '../api/eliminar-tema';
import { useGetTemasYsubtemas } from '../api/get-temas-ysubtemas';
import { NameModal } from '../components/name-modal';
import { DragHandle, SortableList } from '../components/sortable-list';

export function meta() {
  return [{ title: 'Temas y subtemas' }];
}

const DELETE_SUBTOPIC =
  '¿Realmente desea eliminar el subtema? Todo el contenido del mismo también será eliminado.';
const DELETE_TOPIC =
  '¿Realmente desea eliminar el tema? Todo los subtemas también serán eliminados.';

type Dialog =
  | { kind: 'add-topic' }
  | { kind: 'edit-topic'; tema: number }
  | { kind: 'add-subtopic'; tema: TTemaConSubtemas }
  | null;

/** Positions from 1 in the list's new order, as actualizarOrden* take them. */
const positions = (items: { id: number }[]) =>
  items.map((item, i) => ({ id: item.id, orden: i + 1 }));

/** Loads the topic's name (editarTemaCurso), then its one-field form. */
function EditTopicModal({ tema, onClose }: { tema: number; onClose: () => void }) {
  const current = useEditarTemaCurso(tema);
  const renameTopic = useActualizarTemaCurso();
  if (current.isPending) return <Loader aria-label="Cargando" />;
  if (current.isError) {
    return <FormError message={errorMessage(current.error, 'No se pudo cargar el tema.')} />;
  }
  return (
    <NameModal
      title="Editar Tema"
      label="Nombre del tema"
      schema={ZActualizarTemaCursoRequest}
      toRequest={(nombre) => ({ id: tema, tema: nombre })}
      initial={current.data.nombre}
      submitLabel="Actualizar"
      onSubmit={(request) => renameTopic.mutateAsync(request)}
      onClose={onClose}
    />
  );
}

function TopicDialogs({
  curso,
  dialog,
  onClose,
}: {
  curso: number;
  dialog: Dialog;
  onClose: () => void;
}) {
  const addTopic = useAgregarTemaCurso();
  const addSubtopic = useAgregarSubtemaTema();
  switch (dialog?.kind) {
    case 'add-topic':
      return (
        <NameModal
          title="Agregar Tema"
          label="Nombre del tema"
          schema={ZAgregarTemaCursoRequest}
          toRequest={(tema) => ({ tema, curso })}
          submitLabel="Agregar"
          onSubmit={(request) => addTopic.mutateAsync(request)}
          onClose={onClose}
        />
      );
    case 'edit-topic':
      return <EditTopicModal tema={dialog.tema} onClose={onClose} />;
    case 'add-subtopic':
      return (
        <NameModal
          title="Agregar Subtema"
          label="Nombre del subtema"
          schema={ZAgregarSubtemaTemaRequest}
          toRequest={(nombre) => ({ tema: dialog.tema.id, nombre })}
          submitLabel="Agregar"
          onSubmit={(request) => addSubtopic.mutateAsync(request)}
          onClose={onClose}
        />
      );
    default:
      return null;
  }
}

/** admin/plataforma/temas-subtemas/{curso}: topics and subtopics, reordered by drag and drop. */
export default function TopicsScreen() {
  const curso = Number(useParams().curso);
  const valid = Number.isInteger(curso) && curso > 0;
  const data = useGetTemasYsubtemas(valid ? curso : null);
  const [topics, setTopics] = useState<TTemaConSubtemas[]>([]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const orderTopics = useActualizarOrdenTemas();
  const orderSubtopics = useActualizarOrdenSubtemas();
  const removeTopic = useEliminarTema();
  const removeSubtopic = useEliminarSubtema();
  const { confirm, dialog: confirmDialog } = useConfirm();
  const closeDialog = useCallback(() => setDialog(null), []);

  useEffect(() => {
    if (data.data) setTopics(data.data.content);
  }, [data.data]);

  if (!valid) return <FormError message="La dirección del curso no es válida." />;
  if (data.isPending) return <Loader aria-label="Cargando temas y subtemas" />;
  if (data.isError) {
    return <FormError message={errorMessage(data.error, 'No se pudieron cargar los temas.')} />;
  }
  const { dataCurso } = data.data;

  const reorderTopics = (next: TTemaConSubtemas[]) => {
    setTopics(next);
    orderTopics.mutate({ nuevoOrden: positions(next) });
  };
  const reorderSubtopics = (tema: number, next: TTemaConSubtemas['subtemas']) => {
    setTopics((list) => list.map((t) => (t.id === tema ? { ...t, subtemas: next } : t)));
    orderSubtopics.mutate({ nuevoOrden: positions(next) });
  };

  return (
    <Stack>
      <Breadcrumbs>
        <Anchor component={Link} to="/admin/plataforma/cursos">
          Cursos
        </Anchor>
        <Text>{dataCurso.nombre}</Text>
      </Breadcrumbs>
      <Group justify="space-between">
        <Title order={1}>Temas y subtemas</Title>
        <Group>
          <Button component={Link} to={`/admin/plataforma/evaluacion/${curso}`} variant="light">
            Evaluaciones
          </Button>
          <Button component={Link} to={`/admin/plataforma/foro-discusion/${curso}`} variant="light">
            Foros de discusión
          </Button>
          <Button component={Link} to={`/admin/plataforma/vista-previa/${curso}`} variant="light">
            Ver como alumno
          </Button>
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setDialog({ kind: 'add-topic' })}
          >
            Agregar tema
          </Button>
        </Group>
      </Group>
      <FormError
        message={
          (orderTopics.error ?? orderSubtopics.error) &&
          errorMessage(orderTopics.error ?? orderSubtopics.error, 'No se pudo guardar el orden.')
        }
      />
      {topics.length === 0 ? (
        <Text c="dimmed">Este curso todavía no tiene temas.</Text>
      ) : (
        <Stack gap="sm" aria-label="Temas del curso" role="list">
          <SortableList items={topics} nameOf={(t) => t.nombre} onReorder={reorderTopics}>
            {(tema) => (
              <Paper withBorder p="sm" mb="sm" role="listitem" aria-label={`Tema ${tema.nombre}`}>
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="xs" wrap="nowrap">
                    <DragHandle />
                    <Title order={2} size="h4">
                      {tema.nombre}
                    </Title>
                  </Group>
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setDialog({ kind: 'add-subtopic', tema })}
                      aria-label={`Agregar subtema a ${tema.nombre}`}
                    >
                      Agregar subtema
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => setDialog({ kind: 'edit-topic', tema: tema.id })}
                      aria-label={`Editar ${tema.nombre}`}
                    >
                      Editar
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      onClick={() =>
                        confirm({
                          title: 'Eliminar Tema',
                          question: DELETE_TOPIC,
                          details: <Text fw={600}>{tema.nombre}</Text>,
                          action: () => removeTopic.mutateAsync({ tema: tema.id }),
                          errorFallback: 'No se pudo eliminar el tema.',
                        })
                      }
                      aria-label={`Eliminar ${tema.nombre}`}
                    >
                      Eliminar
                    </Button>
                  </Group>
                </Group>
                <Stack
                  gap={4}
                  mt="xs"
                  pl="xl"
                  role="list"
                  aria-label={`Subtemas de ${tema.nombre}`}
                >
                  {tema.subtemas.length === 0 && (
                    <Text size="sm" c="dimmed">
                      Sin subtemas.
                    </Text>
                  )}
                  <SortableList
                    items={tema.subtemas}
                    nameOf={(s) => s.nombre}
                    onReorder={(next) => reorderSubtopics(tema.id, next)}
                  >
                    {(subtema) => (
                      <Group
                        justify="space-between"
                        wrap="nowrap"
                        py={4}
                        role="listitem"
                        aria-label={`Subtema ${subtema.nombre}`}
                      >
                        <Group gap="xs" wrap="nowrap">
                          <DragHandle />
                          <Anchor
                            component={Link}
                            to={`/admin/plataforma/agregar-contenido/${tema.id}/${subtema.id}/${curso}`}
                          >
                            {subtema.nombre}
                          </Anchor>
                          {!subtema.con_contenido && (
                            <Badge color="orange" variant="light" size="sm">
                              Sin contenido
                            </Badge>
                          )}
                          {!subtema.con_video && (
                            <Badge color="gray" variant="light" size="sm">
                              Sin video
                            </Badge>
                          )}
                          <Anchor
                            component={Link}
                            to={`/admin/plataforma/vista-previa/${curso}?subtema=${subtema.id}`}
                            size="xs"
                            aria-label={`Ver como alumno: ${subtema.nombre}`}
                          >
                            Ver como alumno
                          </Anchor>
                        </Group>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          onClick={() =>
                            confirm({
                              title: 'Eliminar Subtema',
                              question: DELETE_SUBTOPIC,
                              details: <Text fw={600}>{subtema.nombre}</Text>,
                              action: () => removeSubtopic.mutateAsync({ subtopic: subtema.id }),
                              errorFallback: 'No se pudo eliminar el subtema.',
                            })
                          }
                          aria-label={`Eliminar ${subtema.nombre}`}
                        >
                          Eliminar
                        </Button>
                      </Group>
                    )}
                  </SortableList>
                </Stack>
              </Paper>
            )}
          </SortableList>
        </Stack>
      )}
      <TopicDialogs curso={curso} dialog={dialog} onClose={closeDialog} />
      {confirmDialog}
    </Stack>
  );
}
