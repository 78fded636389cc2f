import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { CertificateActions } from '~/features/certificates/components/certificate-actions';
import { ExtendAccessButton } from '~/features/learning/components/extend-access-button';
import { CourseStudentsView } from '~/features/people/components/course-students-view';

export function meta() {
  return [{ title: 'Alumnos del curso' }];
}

/**
 * admin/plataforma/alumnos-curso/{curso}/{slug}: the people feature's table of enrolled
 * students with the certificates feature's actions in its certificate column and the learning
 * feature's access extension. Features do not import each other, so this route joins them.
 */
export default function CourseStudentsRoute() {
  const { curso, slug = '' } = useParams();
  const queryClient = useQueryClient();
  const cursoId = Number(curso);
  const nombreDe = (row: { first_name: string; last_name: string }) =>
    [row.first_name, row.last_name].filter(Boolean).join(' ');
  return (
    <CourseStudentsView
      curso={cursoId}
      gradebookHref={`/admin/plataforma/calificaciones/${cursoId}`}
      renderAccessActions={(row) => (
        <ExtendAccessButton
          alumnoCurso={row.id}
          alumnoNombre={nombreDe(row)}
          accesoHasta={row.acceso_hasta}
        />
      )}
      renderCertificateActions={(row) => (
        <CertificateActions
          alumnoCurso={row.id}
          estatusCertificado={row.estatus_certificado}
          uniqueId={row.unique_id}
          email={row.email}
          curso={cursoId}
          cursoSlug={slug}
          alumnoNombre={nombreDe(row)}
          motivo={row.motivo_certificado}
          onChanged={() => queryClient.invalidateQueries({ queryKey: ['getAlumnosCurso'] })}
        />
      )}
    />
  );
}
