import { ZAgregarContenidoSubtemaRequest } from '@academia/contract/content/agregar-contenido-subtema';
import type { TGetDataSubtemaResponse } from '@academia/contract/content/get-data-subtema';
import type { TTemaConSubtemas } from '@academia/contract/content/shapes';
import {
  Button,
  FileInput,
  Image,
  Paper,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useRef, useState } from 'react';
import { Form } from '~/components/ui/form';
import { RichTextEditor } from '~/components/ui/rich-text-editor';
import { useContractForm } from '~/components/ui/use-contract-form';
import { useTimedMessage } from '~/components/ui/use-timed-message';
import { useAgregarContenidoSubtema } from '../api/agregar-contenido-subtema';

const MESSAGE_MS = 3000;

interface LessonContentFormProps {
  lesson: TGetDataSubtemaResponse['content'];
  temas: TTemaConSubtemas[];
  /** Opens the course's next lesson; absent on the last one ('Guardar y siguiente lección'). */
  onSavedNext?: (() => void) | undefined;
}

/** A linked lesson as the Select holds it: '' for none. */
function lessonValue(id: number | null): string {
  return id === null ? '' : String(id);
}

/** Title, note, linked lessons, image and video of a lesson, sent with upload progress. */
export function LessonContentForm({ lesson, temas, onSavedNext }: LessonContentFormProps) {
  const save = useAgregarContenidoSubtema();
  const done = useTimedMessage(MESSAGE_MS);
  const [imagen, setImagen] = useState<File | null>(null);
  const [video, setVideo] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  // Which button sent the form: Enter in a field submits through the default 'Agregar
  // contenido', so only a click on 'Guardar y siguiente lección' moves on.
  const thenNext = useRef(false);
  const form = useContractForm({
    schema: ZAgregarContenidoSubtemaRequest,
    initialValues: {
      nombre: lesson.nombre,
      nota: lesson.nota,
      leccion_anterior: lessonValue(lesson.leccion_anterior),
      leccion_siguiente: lessonValue(lesson.leccion_siguiente),
    },
    toRequest: ({ leccion_anterior, leccion_siguiente, ...values }) => ({
      ...values,
      subtema: lesson.id,
      // Sent only when chosen (spec, section 5).
      ...(leccion_anterior ? { leccion_anterior: Number(leccion_anterior) } : {}),
      ...(leccion_siguiente ? { leccion_siguiente: Number(leccion_siguiente) } : {}),
    }),
  });

  const options = temas.map((t) => ({
    group: t.nombre,
    items: t.subtemas
      .filter((s) => s.id !== lesson.id)
      .map((s) => ({ value: String(s.id), label: s.nombre })),
  }));

  const lessonSelect = (field: 'leccion_anterior' | 'leccion_siguiente') => {
    const { value, onChange, ...props } = form.getInputProps(field);
    return {
      ...props,
      value: value || null,
      onChange: (chosen: string | null) => onChange(chosen ?? ''),
    };
  };

  return (
    <Paper
      withBorder
      p="md"
      onClickCapture={(e) => {
        const button = (e.target as HTMLElement).closest('button');
        if (button) thenNext.current = button.dataset.siguiente === 'true';
      }}
    >
      <Form
        form={form}
        label="Contenido de la lección"
        submitLabel="Agregar contenido"
        errorFallback="No se pudo agregar el contenido."
        success={done.message}
        onSubmit={async (fields) => {
          setProgress(0);
          await save.mutateAsync({ fields, imagen, video, onProgress: setProgress });
          setImagen(null);
          setVideo(null);
          if (thenNext.current && onSavedNext) {
            thenNext.current = false;
            onSavedNext();
            return;
          }
          done.show('Contenido agregado correctamente');
        }}
        actions={
          onSavedNext && (
            <Button
              type="button"
              variant="light"
              data-siguiente="true"
              disabled={save.isPending}
              onClick={(e) => e.currentTarget.form?.requestSubmit()}
            >
              Guardar y siguiente lección
            </Button>
          )
        }
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Lección anterior"
            placeholder="Sin lección anterior"
            data={options}
            {...lessonSelect('leccion_anterior')}
            clearable
            searchable
          />
          <Select
            label="Lección siguiente"
            placeholder="Sin lección siguiente"
            data={options}
            {...lessonSelect('leccion_siguiente')}
            clearable
            searchable
          />
        </SimpleGrid>
        <TextInput label="Título" required {...form.getInputProps('nombre')} />
        <RichTextEditor
          label="Descripción"
          value={form.values.nota}
          onChange={(html) => form.setFieldValue('nota', html)}
        />
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
      </Form>
    </Paper>
  );
}
