import { ForumStaffScreen } from '~/features/forum/screens/forum-admin-screen';

export function meta() {
  return [{ title: 'Foro de discusión' }];
}

/** profesor/foro/{curso}: the course's forum as its teacher sees it (answer, remove; no editing). */
export default function TeacherForumRoute() {
  return <ForumStaffScreen manageQuestions={false} />;
}
