import type { TSubtemaResumen, TTemaConSubtemas } from '@academia/contract/content/shapes';
import {
  Anchor,
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
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { FormError } from '~/components/ui/form-error';
import { useActualizarOrdenSubtemas } from '../api/actualizar-orden-subtemas';
import { useActualizarOrdenTemas } from '../api/actualizar-orden-temas';
import { useActualizarTemaCurso } from '../api/actualizar-tema-curso';
import { useAgregarSubtemaTema } from '../api/agregar-subtema-tema';
import { useAgregarTemaCurso } from '../api/agregar-tema-curso';
import { useEditarTemaCurso } from '../api/editar-tema-curso';
import { useEliminarSubtema } from '../api/eliminar-subtema';
import { useEliminarTema } from '../api/eliminar-tema';
import { useGetTemasYsubtemas } from '../api/get-temas-ysubtemas';
import { ConfirmModal } from '../components/confirm-modal';
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
  | { kind: 'delete-topic'; tema: TTemaConSubtemas }
  | { kind: 'delete-subtopic'; subtema: TSubtemaResumen }
  | null;

/** Positions from 1 in the list's new order, as actualizarOrden* take them. */
const positions = (items: { id: number }[]) =>
  items.map((item, i) => ({ id: item.id, orden: i + 1 }));

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
  const editing = dialog?.kind === 'edit-topic' ? dialog.tema : null;
  const current = useEditarTemaCurso(editing);
  const renameTopic = useActualizarTemaCurso();
  const addSubtopic = useAgregarSubtemaTema();
  const removeTopic = useEliminarTema();
  const removeSubtopic = useEliminarSubtema();
  const close = () => {
    for (const m of [addTopic, renameTopic, addSubtopic, removeTopic, removeSubtopic]) m.reset();
    onClose();
  };
  return (
    <>
      <NameModal
        opened={dialog?.kind === 'add-topic'}
        title="Agregar Tema"
        label="Nombre del tema"
        submitLabel="Agregar"
        submitting={addTopic.isPending}
        error={addTopic.error?.message}
        onSubmit={(tema) => addTopic.mutate({ tema, curso }, { onSuccess: close })}
        onClose={close}
      />
      <NameModal
        opened={editing !== null}
        title="Editar Tema"
        label="Nombre del tema"
        initial={current.data?.nombre}
        loading={current.isPending && editing !== null}
        submitLabel="Actualizar"
        submitting={renameTopic.isPending}
        error={renameTopic.error?.message ?? current.error?.message}
        onSubmit={(tema) =>
          editing !== null && renameTopic.mutate({ id: editing, tema }, { onSuccess: close })
        }
        onClose={close}
      />
      <NameModal
        opened={dialog?.kind === 'add-subtopic'}
        title="Agregar Subtema"
        label="Nombre del subtema"
        submitLabel="Agregar"
        submitting={addSubtopic.isPending}
        error={addSubtopic.error?.message}
        onSubmit={(nombre) =>
          dialog?.kind === 'add-subtopic' &&
          addSubtopic.mutate({ tema: dialog.tema.id, nombre }, { onSuccess: close })
        }
        onClose={close}
      />
      <ConfirmModal
        opened={dialog?.kind === 'delete-topic'}
        title="Eliminar Tema"
        question={DELETE_TOPIC}
        confirming={removeTopic.isPending}
        error={removeTopic.error?.message}
        onConfirm={() =>
          dialog?.kind === 'delete-topic' &&
          removeTopic.mutate({ tema: dialog.tema.id }, { onSuccess: close })
        }
        onClose={close}
      >
        {dialog?.kind === 'delete-topic' && <Text fw={600}>{dialog.tema.nombre}</Text>}
      </ConfirmModal>
      <ConfirmModal
        opened={dialog?.kind === 'delete-subtopic'}
        title="Eliminar Subtema"
        question={DELETE_SUBTOPIC}
        confirming={removeSubtopic.isPending}
        error={removeSubtopic.error?.message}
        onConfirm={() =>
          dialog?.kind === 'delete-subtopic' &&
          removeSubtopic.mutate({ subtopic: dialog.subtema.id }, { onSuccess: close })
        }
        onClose={close}
      >
        {dialog?.kind === 'delete-subtopic' && <Text fw={600}>{dialog.subtema.nombre}</Text>}
      </ConfirmModal>
    </>
  );
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

  useEffect(() => {
    if (data.data) setTopics(data.data.content);
  }, [data.data]);

  if (!valid) return <FormError message="La dirección del curso no es válida." />;
  if (data.isPending) return <Loader aria-label="Cargando temas y subtemas" />;
  if (data.isError) return <FormError message={data.error.message} />;
  const { dataCurso } = data.data;

  const reorderTopics = (next: TTemaConSubtemas[]) => {
    setTopics(next);
    orderTopics.mutate({ nuevoOrden: positions(next) });
  };
  const reorderSubtopics = (tema: number, next: TSubtemaResumen[]) => {
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
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setDialog({ kind: 'add-topic' })}
          >
            Agregar tema
          </Button>
        </Group>
      </Group>
      <FormError message={orderTopics.error?.message ?? orderSubtopics.error?.message} />
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
                      onClick={() => setDialog({ kind: 'delete-topic', tema })}
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
                        </Group>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          onClick={() => setDialog({ kind: 'delete-subtopic', subtema })}
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
      <TopicDialogs curso={curso} dialog={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}
