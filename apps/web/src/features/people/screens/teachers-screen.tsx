import { StaffScreen } from '../components/staff-screen';

export function meta() {
  return [{ title: 'Profesores' }];
}

/** admin/plataforma/profesores. */
export default function TeachersScreen() {
  return <StaffScreen kind="profesor" />;
}
