import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconCertificate, IconDeviceLaptop } from '@tabler/icons-react';
import { Link } from 'react-router';
import iconList from '~/components/ui/icon-list.module.css';
import classes from './academy-pitch.module.css';

const POINTS = [
  { icon: IconDeviceLaptop, text: 'Cursos en línea con expertos de la industria, a tu ritmo.' },
  { icon: IconCertificate, text: 'Certificados digitales que cualquiera puede verificar.' },
  { icon: IconBriefcase, text: 'Vacantes y oportunidades del sector de tecnología.' },
] as const;

/**
 * Presents the academy beside the login form, with the way into the catalogue (first: what a
 * visitor comes for), the blog and the vacancies.
 * Its list is plain markup: the home page's JavaScript budget has no room for Mantine's List
 * and ThemeIcon.
 */
export function AcademyPitch({ academyName }: { academyName: string }) {
  return (
    <Stack gap="lg">
      <Title order={1}>{academyName}</Title>
      <Text size="lg" c="dimmed">
        Mejoramos la vida de los profesionales de TI conectándolos con oportunidades: formación
        práctica, certificaciones y una comunidad que te acompaña en cada paso de tu carrera.
      </Text>
      <ul className={iconList.list}>
        {POINTS.map(({ icon: Icon, text }) => (
          <li key={text} className={iconList.item}>
            <span className={`${iconList.icon} ${classes.icon}`}>
              <Icon size={18} aria-hidden />
            </span>
            {text}
          </li>
        ))}
      </ul>
      <Group>
        <Button component={Link} to="/cursos">
          Ver cursos
        </Button>
        <Button component={Link} to="/blog" variant="light">
          Leer el blog
        </Button>
        <Button component={Link} to="/jobs" variant="default">
          Ver vacantes
        </Button>
      </Group>
    </Stack>
  );
}
