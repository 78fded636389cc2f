import { useParams } from 'react-router';
import { CourseStudentsView } from '../components/course-students-view';

export function meta() {
  return [{ title: 'Alumnos del curso' }];
}

/**
 * admin/plataforma/alumnos-curso/{curso}/{slug}. The certificates feature adds its actions
 * through `renderCertificateActions` of CourseStudentsView, from a route that joins both.
 */
export default function CourseStudentsScreen() {
  const { curso } = useParams();
  return <CourseStudentsView curso={Number(curso)} />;
}
