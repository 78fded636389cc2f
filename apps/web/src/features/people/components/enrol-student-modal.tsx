import { ZInscribirAlumnoCursoRequest } from '@academia/contract/registration/inscribir-alumno-curso';
import { Group, Radio, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { FormError } from '~/components/ui/form-error';
import { FormModal } from '~/components/ui/form-modal';
import { useContractForm } from '~/components/ui/use-contract-form';
import { useTimedMessage } from '~/components/ui/use-timed-message';
import { errorMessage } from '~/lib/api-client';
import { useGetOpcionesInscripcion } from '../api/get-opciones-inscripcion';
import { useInscribirAlumnoCurso } from '../api/inscribir-alumno-curso';
import { StudentTypeahead } from './student-typeahead';

export interface EnrolStudentModalProps {
  /** The course, fixed (the course roster); or chosen among `cursos`. */
  curso?: number;
  cursos?: { id: number; nombre: string }[];
  /** The student, fixed (the student's courses); otherwise found or created here. */
  alumno?: { id: number; nombre: string };
  onClose: () => void;
}

const NUEVO = {
  first_name: '',
  last_name: '',
  celular: '',
  email: '',
  empleo_actual: '',
  empresa: '',
};

/**
 * 'Inscribir alumno' (issue 23), the administrator's one way to enrol: an existing student or a
 * new one (who gets the welcome mail), a group of the course so payments can be recorded, and
 * the sale price, prefilled with the course's price. Mounted while open; closes 3 s after the
 * success message (the spec's students modals).
 */
export function EnrolStudentModal({ curso, cursos, alumno, onClose }: EnrolStudentModalProps) {
  const inscribir = useInscribirAlumnoCurso();
  const done = useTimedMessage(3000);
  const form = useContractForm({
    schema: ZInscribirAlumnoCursoRequest,
    initialValues: {
      curso: curso ? String(curso) : '',
      modo: 'existente' as 'existente' | 'nuevo',
      alumno: alumno?.id ?? 0,
      nuevo_alumno: NUEVO,
      grupo: '',
      precio_venta: '',
    },
    toRequest: (v) => ({
      curso: Number(v.curso) || 0,
      ...(v.modo === 'nuevo'
        ? { nuevo_alumno: v.nuevo_alumno }
        : v.alumno > 0
          ? { alumno: v.alumno }
          : {}),
      ...(v.grupo && { grupo: Number(v.grupo) }),
      ...(v.grupo && v.precio_venta.trim() && { precio_venta: v.precio_venta }),
    }),
  });
  const cursoId = Number(form.values.curso) || 0;
  const opciones = useGetOpcionesInscripcion({ curso: cursoId }, { enabled: cursoId > 0 });
  const precio = opciones.data?.content.curso.precio;
  const grupos = opciones.data?.content.grupos ?? [];
  const { setFieldValue } = form;
  // The course's price is the proposed sale price, set once per course loaded: setting a field
  // clears its error, so this must not run again on later renders.
  const proposed = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (precio === undefined || proposed.current === precio) return;
    proposed.current = precio;
    setFieldValue('precio_venta', precio);
  }, [precio, setFieldValue]);

  const nuevo = form.values.modo === 'nuevo';
  return (
    <FormModal
      title={alumno ? `Inscribir a ${alumno.nombre}` : 'Inscribir alumno'}
      onClose={onClose}
      form={form}
      submitLabel="Inscribir"
      errorFallback="No se pudo inscribir al alumno."
      success={done.message}
      onSubmit={async (request) => {
        const { content } = await inscribir.mutateAsync(request);
        done.show(content.mensaje, onClose);
      }}
    >
      {cursos && (
        <Select
          label="Curso"
          required
          data={cursos.map((c) => ({ value: String(c.id), label: c.nombre }))}
          searchable
          nothingFoundMessage="No hay más cursos"
          {...form.getInputProps('curso')}
          onChange={(value) => {
            // Another course: its groups and its price, not the last one's.
            form.setValues({ curso: value ?? '', grupo: '' });
            proposed.current = undefined;
          }}
        />
      )}
      {!alumno && (
        <>
          <Radio.Group
            label="Alumno"
            value={form.values.modo}
            onChange={(v) => form.setFieldValue('modo', v === 'nuevo' ? 'nuevo' : 'existente')}
          >
            <Group mt="xs">
              <Radio value="existente" label="Alumno existente" />
              <Radio value="nuevo" label="Alumno nuevo" />
            </Group>
          </Radio.Group>
          {nuevo ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Nombre"
                required
                {...form.getInputProps('nuevo_alumno.first_name')}
              />
              <TextInput
                label="Apellidos"
                required
                {...form.getInputProps('nuevo_alumno.last_name')}
              />
              <TextInput
                label="Correo electrónico"
                type="email"
                required
                {...form.getInputProps('nuevo_alumno.email')}
              />
              <TextInput label="Celular" required {...form.getInputProps('nuevo_alumno.celular')} />
              <TextInput
                label="Empleo actual"
                {...form.getInputProps('nuevo_alumno.empleo_actual')}
              />
              <TextInput label="Empresa" {...form.getInputProps('nuevo_alumno.empresa')} />
              <Text size="sm" c="dimmed" style={{ gridColumn: '1 / -1' }}>
                Recibirá un correo de bienvenida para elegir su contraseña.
              </Text>
            </SimpleGrid>
          ) : (
            <StudentTypeahead
              error={typeof form.errors.alumno === 'string' ? form.errors.alumno : undefined}
              onPick={(student) => form.setFieldValue('alumno', student?.id ?? 0)}
            />
          )}
        </>
      )}
      {cursoId > 0 && opciones.isError && (
        <FormError message={errorMessage(opciones.error, 'No se pudieron cargar los grupos.')} />
      )}
      {cursoId > 0 && opciones.data && (
        <>
          <Select
            label="Grupo"
            description={
              grupos.length > 0
                ? 'Los pagos se registran en el grupo.'
                : 'El curso no tiene grupos activos: sin grupo no se podrán registrar pagos.'
            }
            required={grupos.length > 0}
            disabled={grupos.length === 0}
            placeholder={grupos.length > 0 ? 'Selecciona un grupo' : 'Sin grupos'}
            data={grupos.map((g) => ({ value: String(g.id), label: g.nombre }))}
            {...form.getInputProps('grupo')}
          />
          {form.values.grupo && (
            <TextInput
              label="Precio de venta"
              description={`Precio del curso: $${precio}`}
              inputMode="decimal"
              {...form.getInputProps('precio_venta')}
            />
          )}
        </>
      )}
    </FormModal>
  );
}
