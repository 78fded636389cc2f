import { GroupStudentsScreen } from '~/features/groups/screens/group-students-screen';
import { ExportPaymentsButton } from '~/features/payments/components/export-payments-button';
import { MemberPayments } from '~/features/payments/components/member-payments';
import { StudentTypeahead } from '~/features/people/components/student-typeahead';

export function meta() {
  return [{ title: 'Alumnos del grupo' }];
}

/**
 * admin/plataforma/alumnos-grupo-curso/{curso}/{grupo}: the groups feature's members, with the
 * payments feature's payments and CSV export and the people feature's search for an existing
 * student. Features do not import each other, so this route joins them.
 */
export default function GroupStudentsRoute() {
  return (
    <GroupStudentsScreen
      renderPayments={(alumno, grupo, close) => (
        <MemberPayments alumno={alumno} grupo={grupo} onPaid={close} />
      )}
      renderExport={(grupo) => (
        <ExportPaymentsButton input={{ grupo }} label="Exportar pagos (CSV)" />
      )}
      studentSearch={(onPick) => <StudentTypeahead onPick={onPick} />}
    />
  );
}
