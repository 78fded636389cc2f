import { Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { FormError } from '~/components/ui/form-error';
import { StaffAnnouncements } from '../components/staff-announcements';

const TITLE = 'Avisos del curso';

export function meta() {
  return [{ title: TITLE }];
}

/** admin/plataforma/avisos/:curso — an administrator's announcements to a whole course. */
export default function CourseAnnouncementsScreen() {
  const curso = Number(useParams().curso);
  if (!Number.isInteger(curso) || curso <= 0) return <FormError message="El curso no existe." />;
  return (
    <Stack>
      <Title order={1}>{TITLE}</Title>
      <StaffAnnouncements curso={curso} />
    </Stack>
  );
}
