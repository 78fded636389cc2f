import type { TCurso } from '@academia/contract/catalog/shapes';
import {
  Button,
  FileInput,
  Group,
  Image,
  Loader,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { FormError } from '~/components/ui/form-error';
import { SuccessMessage } from '~/components/ui/success-message';
import { useTimedMessage } from '~/components/ui/use-timed-message';
import { useActualizarCurso } from '../api/actualizar-curso';
import { useAgregarCurso } from '../api/agregar-curso';
import { useEditarCurso } from '../api/editar-curso';
import { useCategoriasCurso } from '../api/get-categorias-curso';

/** The spec's course-update timer. */
const MESSAGE_MS = 2000;
const SUCCESS = 'Se ha agregado el curso con éxito!';

interface Values {
  nombre: string;
  descripcion: string;
  horas_curso: number | string;
  categoria: string | null;
  precio: number | string;
  dias_plataforma: number | string;
  fecha_inicio: string;
  fecha_fin: string;
}

const EMPTY: Values = {
  nombre: '',
  descripcion: '',
  horas_curso: '',
  categoria: null,
  precio: '',
  dias_plataforma: 365,
  fecha_inicio: '',
  fecha_fin: '',
};

function valuesOf(c: TCurso): Values {
  return {
    nombre: c.nombre,
    descripcion: c.descripcion,
    horas_curso: c.horas_curso,
    categoria: String(c.categoria),
    precio: c.precio,
    dias_plataforma: c.dias_plataforma,
    fecha_inicio: c.fecha_inicio ?? '',
    fecha_fin: c.fecha_fin ?? '',
  };
}

export interface CourseFormModalProps {
  /** `new` for the add modal, a course id for the edit modal, null when closed. */
  curso: number | 'new' | null;
  onClose: () => void;
}

/** The add-course and edit-course modals: one form, multipart with the optional image. */
export function CourseFormModal({ curso, onClose }: CourseFormModalProps) {
  const editing = typeof curso === 'number' ? curso : null;
  const current = useEditarCurso(editing);
  const categories = useCategoriasCurso();
  const add = useAgregarCurso();
  const update = useActualizarCurso();
  const mutation = editing === null ? add : update;
  const done = useTimedMessage(MESSAGE_MS);
  const [values, setValues] = useState<Values>(EMPTY);
  const [imagen, setImagen] = useState<File | null>(null);

  useEffect(() => {
    if (curso === 'new') setValues(EMPTY);
    else if (current.data) setValues(valuesOf(current.data));
    setImagen(null);
  }, [curso, current.data]);

  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) =>
      setValues((v) => ({ ...v, [key]: value }));

  const close = () => {
    done.clear();
    add.reset();
    update.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = {
      nombre: values.nombre,
      descripcion: values.descripcion,
      horas_curso: String(values.horas_curso),
      categoria: values.categoria ?? '',
      precio: String(values.precio),
      dias_plataforma: String(values.dias_plataforma),
      fecha_inicio: values.fecha_inicio,
      fecha_fin: values.fecha_fin,
    };
    const onSuccess = () => done.show(SUCCESS, close);
    if (editing === null) add.mutate({ fields, imagen }, { onSuccess });
    else update.mutate({ fields: { ...fields, curso: editing }, imagen }, { onSuccess });
  };

  const loading = editing !== null && current.isPending;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
      opened={curso !== null}
      onClose={close}
      title={editing === null ? 'Agregar curso' : 'Editar curso'}
      size="lg"
    >
      {loading ? (
        <Loader aria-label="Cargando el curso" />
      ) : current.isError && editing !== null ? (
        <FormError message={current.error.message} />
      ) : (
        <form onSubmit={submit}>
          <Stack>
            <FormError message={mutation.error?.message ?? categories.error?.message} />
            <SuccessMessage message={done.message} />
            <TextInput
              label="Nombre del curso"
              value={values.nombre}
              onChange={(e) => set('nombre')(e.currentTarget.value)}
              required
              data-autofocus
            />
            <Textarea
              label="Descripción"
              value={values.descripcion}
              onChange={(e) => set('descripcion')(e.currentTarget.value)}
              autosize
              minRows={3}
            />
            <Select
              label="Categoría"
              placeholder="Selecciona una categoría"
              data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.nombre }))}
              value={values.categoria}
              onChange={set('categoria')}
              required
              searchable
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NumberInput
                label="Precio"
                value={values.precio}
                onChange={set('precio')}
                min={0}
                decimalScale={2}
                required
              />
              <NumberInput
                label="Horas del curso"
                value={values.horas_curso}
                onChange={set('horas_curso')}
                min={0}
                allowDecimal={false}
                required
              />
              <NumberInput
                label="Días de acceso a la plataforma"
                value={values.dias_plataforma}
                onChange={set('dias_plataforma')}
                min={0}
                allowDecimal={false}
                required
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                type="date"
                label="Fecha de inicio"
                value={values.fecha_inicio}
                onChange={(e) => set('fecha_inicio')(e.currentTarget.value)}
                required
              />
              <TextInput
                type="date"
                label="Fecha de fin"
                value={values.fecha_fin}
                onChange={(e) => set('fecha_fin')(e.currentTarget.value)}
                required
              />
            </SimpleGrid>
            {editing !== null && current.data?.imagen_miniatura && (
              <Image
                src={`/uploads/${current.data.imagen_miniatura}`}
                alt={`Imagen actual de ${current.data.nombre}`}
                w={200}
                radius="sm"
              />
            )}
            <FileInput
              label={editing === null ? 'Imagen' : 'Nueva imagen'}
              accept="image/*"
              value={imagen}
              onChange={setImagen}
              clearable
              placeholder="Elige una imagen"
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancelar
              </Button>
              <Button type="submit" loading={mutation.isPending} disabled={done.message !== null}>
                {editing === null ? 'Agregar' : 'Actualizar'}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
