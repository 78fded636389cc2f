import type { TGetDataSubtemaResponse } from '@academia/contract/content/get-data-subtema';
import type { TTemaConSubtemas } from '@academia/contract/content/shapes';
import {
  Button,
  FileInput,
  Group,
  Image,
  Paper,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { FormError } from '~/components/ui/form-error';
import { RichTextEditor } from '~/components/ui/rich-text-editor';
import { SuccessMessage } from '~/components/ui/success-message';
import { useTimedMessage } from '~/components/ui/use-timed-message';
import { useAgregarContenidoSubtema } from '../api/agregar-contenido-subtema';

const MESSAGE_MS = 3000;

interface LessonContentFormProps {
  lesson: TGetDataSubtemaResponse['content'];
  temas: TTemaConSubtemas[];
}

/** Title, note, linked lessons, image and video of a lesson, sent with upload progress. */
export function LessonContentForm({ lesson, temas }: LessonContentFormProps) {
  const save = useAgregarContenidoSubtema();
  const done = useTimedMessage(MESSAGE_MS);
  const [nombre, setNombre] = useState(lesson.nombre);
  const [nota, setNota] = useState(lesson.nota);
  const [anterior, setAnterior] = useState<string | null>(null);
  const [siguiente, setSiguiente] = useState<string | null>(null);
  const [imagen, setImagen] = useState<File | null>(null);
  const [video, setVideo] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    setNombre(lesson.nombre);
    setNota(lesson.nota);
    setAnterior(lesson.leccion_anterior === null ? null : String(lesson.leccion_anterior));
    setSiguiente(lesson.leccion_siguiente === null ? null : String(lesson.leccion_siguiente));
  }, [lesson]);

  const options = temas.map((t) => ({
    group: t.nombre,
    items: t.subtemas
      .filter((s) => s.id !== lesson.id)
      .map((s) => ({ value: String(s.id), label: s.nombre })),
  }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProgress(0);
    save.mutate(
      {
        fields: {
          subtema: lesson.id,
          nombre,
          nota,
          // Sent only when chosen (spec, section 5).
          ...(anterior ? { leccion_anterior: Number(anterior) } : {}),
          ...(siguiente ? { leccion_siguiente: Number(siguiente) } : {}),
        },
        imagen,
        video,
        onProgress: setProgress,
      },
      {
        onSuccess: () => {
          setImagen(null);
          setVideo(null);
          done.show('Contenido agregado correctamente');
        },
      },
    );
  };

  return (
    <Paper
      withBorder
      p="md"
      component="form"
      onSubmit={submit}
      aria-label="Contenido de la lección"
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Lección anterior"
            placeholder="Sin lección anterior"
            data={options}
            value={anterior}
            onChange={setAnterior}
            clearable
            searchable
          />
          <Select
            label="Lección siguiente"
            placeholder="Sin lección siguiente"
            data={options}
            value={siguiente}
            onChange={setSiguiente}
            clearable
            searchable
          />
        </SimpleGrid>
        <TextInput
          label="Título"
          value={nombre}
          onChange={(e) => setNombre(e.currentTarget.value)}
          required
        />
        <RichTextEditor label="Descripción" value={nota} onChange={setNota} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap="xs">
            {lesson.imagen && (
              <Image
                src={`/uploads/${lesson.imagen}`}
                alt="Imagen actual de la lección"
                w={200}
                radius="sm"
              />
            )}
            <FileInput
              label="Imagen"
              accept="image/*"
              value={imagen}
              onChange={setImagen}
              clearable
              placeholder="Elige una imagen"
            />
          </Stack>
          <Stack gap="xs">
            {lesson.video && (
              // biome-ignore lint/a11y/useMediaCaption: lesson videos are uploaded without captions
              <video
                src={`/uploads/${lesson.video}`}
                controls
                controlsList="nodownload"
                preload="metadata"
                aria-label="Video actual de la lección"
                style={{ maxWidth: 320 }}
              />
            )}
            <FileInput
              label="Video"
              accept="video/*"
              value={video}
              onChange={setVideo}
              clearable
              placeholder="Elige un video"
            />
          </Stack>
        </SimpleGrid>
        <FormError message={save.error?.message} />
        <SuccessMessage message={done.message} />
        {save.isPending && (
          <Stack gap={4} role="status">
            <Text size="sm">Agregando contenido...</Text>
            <Progress
              value={progress * 100}
              striped
              animated
              aria-label="Progreso de la subida del contenido"
            />
            <Text size="xs" c="dimmed">
              {Math.round(progress * 100)} %
            </Text>
          </Stack>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Agregar contenido
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
