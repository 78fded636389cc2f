import { useGetCursos } from '~/features/catalog/api/get-cursos';
import { PendingEnrolments } from '~/features/learning/components/pending-enrolments';
import { errorMessage } from '~/lib/api-client';

export function meta() {
  return [{ title: 'Inscripciones' }];
}

/**
 * admin/plataforma/inscripciones: the learning feature's pending enrolments, filtered by the
 * catalog feature's course list. Features do not import each other, so this route joins them.
 */
export default function EnrolmentsRoute() {
  const courses = useGetCursos();
  return (
    <PendingEnrolments
      courses={(courses.data ?? []).map((c) => ({ value: String(c.id), label: c.nombre }))}
      coursesError={
        courses.error && errorMessage(courses.error, 'No se pudieron cargar los cursos.')
      }
    />
  );
}
