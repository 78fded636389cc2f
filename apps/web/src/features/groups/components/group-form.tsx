import { ZActualizarGrupoCursoRequest } from '@academia/contract/groups/actualizar-grupo-curso';
import { ZAgregarGrupoCursoRequest } from '@academia/contract/groups/agregar-grupo-curso';
import type { TGrupo } from '@academia/contract/groups/group-schemas';
import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { FormModal } from '~/components/ui/form-modal';
import { type ContractForm, useContractForm } from '~/components/ui/use-contract-form';
import { useTimedMessage } from '~/components/ui/use-timed-message';
import { useActualizarGrupoCurso } from '../api/actualizar-grupo-curso';
import { useAgregarGrupoCurso } from '../api/agregar-grupo-curso';
import { useGetProfesores } from '../api/get-profesores';

export const GRUPO_AGREGADO = 'Grupo agregado correctamente';
export const GRUPO_EDITADO = 'Grupo editado correctamente';

interface GroupValues extends Record<string, unknown> {
  nombre: string;
  descripcion: string;
  fecha_inicio: string;
  fecha_fin: string;
  profesor: string | null;
}

function valuesOf(grupo?: TGrupo): GroupValues {
  return {
    nombre: grupo?.nombre ?? '',
    descripcion: grupo?.descripcion ?? '',
    fecha_inicio: grupo?.fecha_inicio ?? '',
    fecha_fin: grupo?.fecha_fin ?? '',
    profesor: grupo?.profesor ? String(grupo.profesor) : null,
  };
}

const fieldsOf = ({ profesor, ...rest }: GroupValues) => ({
  ...rest,
  profesor: profesor ? Number(profesor) : ('' as const),
});

/** Name, description, dates and teacher of a group. */
function GroupFields({ form }: { form: ContractForm<GroupValues, unknown> }) {
  const profesores = useGetProfesores({ activo: 1 });
  const options =
    profesores.data?.content.map((p) => ({
      value: String(p.id),
      label: `${p.first_name} ${p.last_name}`,
    })) ?? [];
  return (
    <>
      <TextInput label="Nombre" required {...form.getInputProps('nombre')} />
      <Textarea label="Descripción" autosize minRows={2} {...form.getInputProps('descripcion')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Fecha de inicio" type="date" {...form.getInputProps('fecha_inicio')} />
        <TextInput label="Fecha de fin" type="date" {...form.getInputProps('fecha_fin')} />
      </SimpleGrid>
      <Select
        label="Profesor"
        placeholder="Selecciona un profesor"
        data={options}
        clearable
        searchable
        nothingFoundMessage="No hay profesores activos"
        {...form.getInputProps('profesor')}
      />
    </>
  );
}

/** The add-group modal; mounted while open, it closes 3 s after the spec's message. */
export function AddGroupModal({ curso, onClose }: { curso: number; onClose: () => void }) {
  const agregar = useAgregarGrupoCurso();
  const done = useTimedMessage(3000);
  const form = useContractForm({
    schema: ZAgregarGrupoCursoRequest,
    initialValues: valuesOf(),
    toRequest: (values) => ({ ...fieldsOf(values), curso }),
  });
  return (
    <FormModal
      title="Agregar grupo"
      onClose={onClose}
      form={form}
      submitLabel="Agregar"
      errorFallback="No se pudo guardar el grupo."
      success={done.message}
      onSubmit={async (request) => {
        await agregar.mutateAsync(request);
        done.show(GRUPO_AGREGADO, onClose);
      }}
    >
      <GroupFields form={form} />
    </FormModal>
  );
}

/** The edit-group modal; mounted while open, it closes 3 s after the spec's message. */
export function EditGroupModal({ grupo, onClose }: { grupo: TGrupo; onClose: () => void }) {
  const actualizar = useActualizarGrupoCurso();
  const done = useTimedMessage(3000);
  const form = useContractForm({
    schema: ZActualizarGrupoCursoRequest,
    initialValues: valuesOf(grupo),
    toRequest: (values) => ({ ...fieldsOf(values), grupo: grupo.id }),
  });
  return (
    <FormModal
      title="Editar grupo"
      onClose={onClose}
      form={form}
      submitLabel="Guardar cambios"
      errorFallback="No se pudo guardar el grupo."
      success={done.message}
      onSubmit={async (request) => {
        await actualizar.mutateAsync(request);
        done.show(GRUPO_EDITADO, onClose);
      }}
    >
      <GroupFields form={form} />
    </FormModal>
  );
}
