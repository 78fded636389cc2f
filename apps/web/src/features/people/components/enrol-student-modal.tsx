import { ZAgregarCursosAlumnoRequest } from '@academia/contract/people/agregar-cursos-alumno';
import { FormModal } from '~/components/ui/form-modal';
import { useContractForm } from '~/components/ui/use-contract-form';
import { useAgregarCursosAlumno } from '../api/agregar-cursos-alumno';
import { StudentTypeahead } from './student-typeahead';

/**
 * Add student (students of a course): an existing student, found by name, enrolled here.
 * Mounted while open.
 */
export function EnrolStudentModal({ curso, onClose }: { curso: number; onClose: () => void }) {
  const agregar = useAgregarCursosAlumno();
  const form = useContractForm({
    schema: ZAgregarCursosAlumnoRequest,
    initialValues: { alumno: 0 },
    toRequest: ({ alumno }) => ({ alumno, cursos: [curso] }),
  });
  const answer = agregar.data?.content.agregados;
  return (
    <FormModal
      title="Agregar alumno"
      onClose={onClose}
      form={form}
      submitLabel="Inscribir"
      errorFallback="No se pudo inscribir al alumno."
      submitDisabled={form.values.alumno === 0}
      success={
        answer === undefined
          ? null
          : answer === 1
            ? '¡El registro se ha realizado con éxito!'
            : 'El alumno ya estaba inscrito en este curso.'
      }
      onSubmit={(request) => agregar.mutateAsync(request)}
    >
      <StudentTypeahead onPick={(student) => form.setFieldValue('alumno', student?.id ?? 0)} />
    </FormModal>
  );
}
