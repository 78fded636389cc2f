import { ACCESO_TERMINADO } from '@academia/contract/learning/common';
import { SIN_SIGUIENTE } from '@academia/contract/learning/get-subtema';
import { Alert, Box, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { QueryState } from '~/components/ui/query-state';
import { SuccessMessage } from '~/components/ui/success-message';
import { useTimedMessage } from '~/components/ui/use-timed-message';
import { useSubtema } from '../api/get-subtema';
import { useVistaPreviaLeccion } from '../api/get-vista-previa-leccion';
import { useMarcarComoCompletado } from '../api/marcar-como-completado';
import { MaterialsList } from './materials-list';
import { QuizPanel } from './quiz-panel';
import { VideoPlayer } from './video-player';

interface SubtopicSectionProps {
  subtema: number;
  curso: number;
  alumnoCurso: number;
  onNavigate: (subtema: number) => void;
  /**
   * 'Ver como alumno': the lesson comes from the administrators' preview call, nothing is
   * marked or saved, and the next lesson is always offered.
   */
  preview?: boolean;
}

/** Section 0 of the course view: one lesson in four tabs and the buttons that move through it. */
export function SubtopicSection({
  subtema,
  curso,
  alumnoCurso,
  onNavigate,
  preview = false,
}: SubtopicSectionProps) {
  const asStudent = useSubtema(preview ? 0 : subtema, curso);
  const asPreview = useVistaPreviaLeccion(preview ? subtema : 0, curso);
  const lesson = preview ? asPreview : asStudent;
  const mark = useMarcarComoCompletado();
  // Kept while the next lesson opens: this section stays mounted as the student moves on.
  const confirmation = useTimedMessage(4000);
  /** The lesson whose video was played to the end, which then offers to mark it finished. */
  const [videoEnded, setVideoEnded] = useState<number | null>(null);

  // The course page says once, above, that the access ended (issue 22): not again here.
  if (lesson.error?.message === ACCESO_TERMINADO) return null;
  if (!lesson.isSuccess) return <QueryState query={lesson} label="Cargando la lección" />;
  const {
    content,
    materiales,
    quizzes,
    anterior,
    siguiente,
    siguienteTemaSubtema,
    anteriorTemaSubtema,
    terminado: finished,
  } = lesson.data;
  // The preview walks the course as if each lesson were finished, with nothing to mark.
  const terminado = preview ? 1 : finished;
  // Like 'Siguiente Tema' forwards: from a topic's first lesson, the previous topic's last one.
  const previous = anterior !== 0 ? anterior : anteriorTemaSubtema;

  // Spec: after marking, go to the next lesson, else the next topic's first, else stay.
  const markFinished = () =>
    mark.mutate(
      { subtema: content.id, alumno_curso: alumnoCurso },
      {
        onSuccess: () => {
          confirmation.show(`Lección terminada: «${content.nombre}» ya cuenta en tu avance.`);
          if (siguiente !== SIN_SIGUIENTE) onNavigate(siguiente);
          else if (siguienteTemaSubtema !== 0) onNavigate(siguienteTemaSubtema);
        },
      },
    );

  return (
    <Stack gap="md">
      <SuccessMessage message={confirmation.message} />
      <Title order={2}>{content.nombre}</Title>
      {/* Keyed by lesson so each opens on its own first tab: Texto when it has no video. */}
      <Tabs key={content.id} defaultValue={content.video ? 'video' : 'texto'} keepMounted={false}>
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
              onEnded={() => setVideoEnded(content.id)}
              preview={preview}
            />
          ) : (
            <Text c="dimmed">Esta lección no tiene video.</Text>
          )}
          {videoEnded === content.id && finished === 0 && !preview && (
            <Alert color="blue" role="status" mt="md" title="Terminaste el video">
              <Group justify="space-between" gap="sm">
                <Text size="sm">¿Quieres marcar esta lección como terminada?</Text>
                <Button size="xs" onClick={markFinished} loading={mark.isPending}>
                  Sí, marcarla como terminada
                </Button>
              </Group>
            </Alert>
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
          {previous !== 0 && (
            <Button variant="default" onClick={() => onNavigate(previous)}>
              Anterior
            </Button>
          )}
        </Box>
        <Group gap="sm">
          {terminado === 0 && (
            // teal.9: white on Mantine's filled green (green.8) is 3.4:1, below WCAG AA's 4.5:1.
            <Button color="teal.9" onClick={markFinished} loading={mark.isPending}>
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
