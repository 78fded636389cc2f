import { StaffScreen } from '../components/staff-screen';

export function meta() {
  return [{ title: 'Administradores' }];
}

/** admin/plataforma/administradores. */
export default function AdministratorsScreen() {
  return <StaffScreen kind="administrador" />;
}
