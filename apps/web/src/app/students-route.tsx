import { StudentPayments } from '~/features/payments/components/student-payments';
import { StudentsScreen } from '~/features/people/screens/students-screen';

export function meta() {
  return [{ title: 'Alumnos' }];
}

/**
 * admin/plataforma/alumnos: the people feature's list of students, with the payments
 * feature's list of a student's payments behind each row's "Pagos".
 */
export default function StudentsRoute() {
  return <StudentsScreen renderPayments={(alumno) => <StudentPayments alumno={alumno} />} />;
}
