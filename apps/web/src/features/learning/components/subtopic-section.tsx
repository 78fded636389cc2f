import { SIN_SIGUIENTE } from '@academia/contract/learning/get-subtema';
import { Alert, Box, Button, Center, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useSubtema } from '../api/get-subtema';
import { useMarcarComoCompletado } from '../api/marcar-como-completado';
import { MaterialsList } from './materials-list';
import { QuizPanel } from './quiz-panel';
import { VideoPlayer } from './video-player';

interface SubtopicSectionProps {
  subtema: number;
  curso: number;
  alumnoCurso: number;
  onNavigate: (subtema: number) => void;
}

/** Section 0 of the course view: one lesson in four tabs and the buttons that move through it. */
export function SubtopicSection({ subtema, curso, alumnoCurso, onNavigate }: SubtopicSectionProps) {
  const lesson = useSubtema(subtema, curso);
  const mark = useMarcarComoCompletado();

  if (lesson.isPending) {
    return (
      <Center py="xl" role="status" aria-label="Cargando la lección">
        <Loader />
      </Center>
    );
  }
  if (lesson.isError) {
    return (
      <Alert color="red" role="alert">
        {lesson.error.message}
      </Alert>
    );
  }
  const { content, materiales, quizzes, anterior, siguiente, siguienteTemaSubtema, terminado } =
    lesson.data;

  // Spec: after marking, go to the next lesson, else the next topic's first, else stay.
  const markFinished = () =>
    mark.mutate(
      { subtema: content.id, alumno_curso: alumnoCurso },
      {
        onSuccess: () => {
          if (siguiente !== SIN_SIGUIENTE) onNavigate(siguiente);
          else if (siguienteTemaSubtema !== 0) onNavigate(siguienteTemaSubtema);
        },
      },
    );

  return (
    <Stack gap="md">
      <Title order={2}>{content.nombre}</Title>
      <Tabs defaultValue="video" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="video">Video</Tabs.Tab>
          <Tabs.Tab value="texto">Texto</Tabs.Tab>
          <Tabs.Tab value="materiales">Materiales</Tabs.Tab>
          <Tabs.Tab value="quiz">Quiz</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="video" pt="md">
          {content.video ? (
            <VideoPlayer
              key={content.id}
              subtema={content.id}
              src={`/uploads/${content.video}`}
              title={content.nombre}
            />
          ) : (
            <Text c="dimmed">Esta lección no tiene video.</Text>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="texto" pt="md">
          {content.nota ? (
            // The note is sanitised with an allowlist when it is saved (server).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised rich text.
            <Box className="lesson-note" dangerouslySetInnerHTML={{ __html: content.nota }} />
          ) : (
            <Text c="dimmed">Esta lección no tiene texto.</Text>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="materiales" pt="md">
          <MaterialsList materiales={materiales} />
        </Tabs.Panel>
        <Tabs.Panel value="quiz" pt="md">
          <QuizPanel key={content.id} quizzes={quizzes} />
        </Tabs.Panel>
      </Tabs>
      {mark.isError && (
        <Alert color="red" role="alert">
          {mark.error.message}
        </Alert>
      )}
      <Group justify="space-between" mt="md">
        <Box>
          {anterior !== 0 && (
            <Button variant="default" onClick={() => onNavigate(anterior)}>
              Anterior
            </Button>
          )}
        </Box>
        <Group gap="sm">
          {terminado === 0 && (
            <Button color="green" onClick={markFinished} loading={mark.isPending}>
              Marcar como Terminado
            </Button>
          )}
          {terminado === 1 && siguiente !== SIN_SIGUIENTE && (
            <Button onClick={() => onNavigate(siguiente)}>Siguiente</Button>
          )}
          {terminado === 1 && siguiente === SIN_SIGUIENTE && siguienteTemaSubtema !== 0 && (
            <Button onClick={() => onNavigate(siguienteTemaSubtema)}>Siguiente Tema</Button>
          )}
        </Group>
      </Group>
    </Stack>
  );
}
