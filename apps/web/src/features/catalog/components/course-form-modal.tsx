import { ZAgregarCursoRequest } from '@academia/contract/catalog/agregar-curso';
import type { TCurso } from '@academia/contract/catalog/shapes';
import type { TCompetenciaBreve } from '@academia/contract/skills/shapes';
import {
  Button,
  Checkbox,
  FileInput,
  Image,
  Loader,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { Form } from '~/components/ui/form';
import { FormError } from '~/components/ui/form-error';
import { SkillsSelect } from '~/components/ui/skills-select';
import { useContractForm } from '~/components/ui/use-contract-form';
import { useTimedMessage } from '~/components/ui/use-timed-message';
import { errorMessage } from '~/lib/api-client';
import { useActualizarCurso } from '../api/actualizar-curso';
import { useAgregarCurso } from '../api/agregar-curso';
import { useEditarCurso } from '../api/editar-curso';
import { useCategoriasCurso } from '../api/get-categorias-curso';

/** The spec's course-update timer. */
const MESSAGE_MS = 2000;
const SUCCESS = 'Se ha agregado el curso con éxito!';

interface Values extends Record<string, unknown> {
  nombre: string;
  descripcion: string;
  horas_curso: number | string;
  categoria: string | null;
  precio: number | string;
  dias_plataforma: number | string;
  fecha_inicio: string;
  fecha_fin: string;
  prueba_gratuita: boolean;
  certificado_automatico: boolean;
  /** The skills it teaches (issue 26). */
  competencias: TCompetenciaBreve[];
}

/** The course as its edit form reads it (editarCurso adds its skills). */
type EditedCourse = TCurso & { competencias: TCompetenciaBreve[] };

const EMPTY: Values = {
  nombre: '',
  descripcion: '',
  horas_curso: '',
  categoria: null,
  precio: '',
  dias_plataforma: 365,
  fecha_inicio: '',
  fecha_fin: '',
  prueba_gratuita: false,
  certificado_automatico: false,
  competencias: [],
};

function valuesOf(c: EditedCourse): Values {
  return {
    nombre: c.nombre,
    descripcion: c.descripcion,
    horas_curso: c.horas_curso,
    categoria: String(c.categoria),
    precio: c.precio,
    dias_plataforma: c.dias_plataforma,
    fecha_inicio: c.fecha_inicio ?? '',
    fecha_fin: c.fecha_fin ?? '',
    prueba_gratuita: c.prueba_gratuita,
    certificado_automatico: c.certificado_automatico,
    competencias: c.competencias,
  };
}

/** One form for adding and editing: the course's fields (checked as agregarCurso's) and image. */
function CourseForm({ curso, onClose }: { curso: EditedCourse | null; onClose: () => void }) {
  const categories = useCategoriasCurso();
  const add = useAgregarCurso();
  const update = useActualizarCurso();
  const done = useTimedMessage(MESSAGE_MS);
  const [imagen, setImagen] = useState<File | null>(null);
  const form = useContractForm({
    schema: ZAgregarCursoRequest,
    initialValues: curso ? valuesOf(curso) : EMPTY,
    toRequest: (v) => ({
      ...v,
      horas_curso: String(v.horas_curso),
      categoria: v.categoria ?? '',
      precio: String(v.precio),
      dias_plataforma: String(v.dias_plataforma),
      prueba_gratuita: v.prueba_gratuita ? ('1' as const) : ('0' as const),
      certificado_automatico: v.certificado_automatico ? ('1' as const) : ('0' as const),
      // A multipart field: the ids comma-separated.
      competencias: v.competencias.map((c) => c.id).join(','),
    }),
  });
  return (
    <Form
      form={form}
      submitLabel={curso ? 'Actualizar' : 'Agregar'}
      errorFallback="No se pudo guardar el curso."
      success={done.message}
      actions={
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
      }
      onSubmit={async (fields) => {
        if (curso) await update.mutateAsync({ fields: { ...fields, curso: curso.id }, imagen });
        else await add.mutateAsync({ fields, imagen });
        done.show(SUCCESS, onClose);
      }}
    >
      <FormError
        message={
          categories.error &&
          errorMessage(categories.error, 'No se pudieron cargar las categorías.')
        }
      />
      <TextInput
        label="Nombre del curso"
        required
        data-autofocus
        {...form.getInputProps('nombre')}
      />
      <Textarea label="Descripción" autosize minRows={3} {...form.getInputProps('descripcion')} />
      <Select
        label="Categoría"
        placeholder="Selecciona una categoría"
        data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.nombre }))}
        required
        searchable
        {...form.getInputProps('categoria')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput
          label="Precio"
          min={0}
          decimalScale={2}
          required
          {...form.getInputProps('precio')}
        />
        <NumberInput
          label="Horas del curso"
          allowDecimal={false}
          required
          {...form.numberBounds('horas_curso')}
          {...form.getInputProps('horas_curso')}
        />
        <NumberInput
          label="Días de acceso a la plataforma"
          allowDecimal={false}
          required
          {...form.numberBounds('dias_plataforma')}
          {...form.getInputProps('dias_plataforma')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="date"
          label="Fecha de inicio"
          required
          {...form.getInputProps('fecha_inicio')}
        />
        <TextInput type="date" label="Fecha de fin" required {...form.getInputProps('fecha_fin')} />
      </SimpleGrid>
      {curso?.imagen_miniatura && (
        <Image
          src={`/uploads/${curso.imagen_miniatura}`}
          alt={`Imagen actual de ${curso.nombre}`}
          w={200}
          radius="sm"
        />
      )}
      <SkillsSelect
        description="Las que enseña el curso: dan su demanda en el mercado y la brecha de competencias."
        value={form.values.competencias}
        onChange={(value) => form.setFieldValue('competencias', value)}
        error={typeof form.errors.competencias === 'string' ? form.errors.competencias : undefined}
      />
      <Checkbox
        label="Prueba gratuita"
        description="Los visitantes pueden probar las lecciones del curso durante 7 días, sin evaluaciones, foros ni certificado."
        {...form.getInputProps('prueba_gratuita', { type: 'checkbox' })}
      />
      <Checkbox
        label="Emitir certificado automáticamente"
        description="Cuando un alumno termina todas las lecciones y aprueba todas las evaluaciones, recibe su certificado por correo sin esperar al administrador."
        {...form.getInputProps('certificado_automatico', { type: 'checkbox' })}
      />
      <FileInput
        label={curso ? 'Nueva imagen' : 'Imagen'}
        accept="image/*"
        value={imagen}
        onChange={setImagen}
        clearable
        placeholder="Elige una imagen"
      />
    </Form>
  );
}

function EditCourse({ curso, onClose }: { curso: number; onClose: () => void }) {
  const current = useEditarCurso(curso);
  if (current.isPending) return <Loader aria-label="Cargando el curso" />;
  if (current.isError) {
    return <FormError message={errorMessage(current.error, 'No se pudo cargar el curso.')} />;
  }
  return <CourseForm curso={current.data} onClose={onClose} />;
}

export interface CourseFormModalProps {
  /** `new` for the add modal, a course id for the edit modal. */
  curso: number | 'new';
  onClose: () => void;
}

/** The add-course and edit-course modals, mounted while open; multipart with the optional image. */
export function CourseFormModal({ curso, onClose }: CourseFormModalProps) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
      opened
      onClose={onClose}
      title={curso === 'new' ? 'Agregar curso' : 'Editar curso'}
      size="lg"
    >
      {curso === 'new' ? (
        <CourseForm curso={null} onClose={onClose} />
      ) : (
        <EditCourse curso={curso} onClose={onClose} />
      )}
    </Modal>
  );
}
