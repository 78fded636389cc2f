import { useParams } from 'react-router';
import { StaffAnnouncements } from '~/features/announcements/components/staff-announcements';
import { StudentEvaluationsModal } from '~/features/people/components/student-evaluations-modal';
import { GroupStudentsView } from '~/features/teaching/components/group-students-view';

export function meta() {
  return [{ title: 'Mi grupo' }];
}

/**
 * profesor/grupo/{grupo}: the teaching feature's students of one of the teacher's groups, with
 * the people feature's evaluations modal (read only) and the announcements feature's posts to
 * the group. Features do not import each other, so this route joins them.
 */
export default function TeacherGroupRoute() {
  const grupo = Number(useParams().grupo);
  return (
    <GroupStudentsView
      grupo={grupo}
      renderEvaluations={(enrolment, onClose) => (
        <StudentEvaluationsModal enrolment={enrolment} onClose={onClose} />
      )}
      renderAnnouncements={(data) => (
        <StaffAnnouncements curso={data.curso.id} grupo={data.grupo} />
      )}
    />
  );
}
