import { Button, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBriefcase, IconCertificate, IconDeviceLaptop } from '@tabler/icons-react';
import { Link } from 'react-router';

const POINTS = [
  { icon: IconDeviceLaptop, text: 'Cursos en línea con expertos de la industria, a tu ritmo.' },
  { icon: IconCertificate, text: 'Certificados digitales que cualquiera puede verificar.' },
  { icon: IconBriefcase, text: 'Vacantes y oportunidades del sector de tecnología.' },
] as const;

/** Presents the academy beside the login form, with the way into the blog and the vacancies. */
export function AcademyPitch({ academyName }: { academyName: string }) {
  return (
    <Stack gap="lg">
      <Title order={1}>{academyName}</Title>
      <Text size="lg" c="dimmed">
        Mejoramos la vida de los profesionales de TI conectándolos con oportunidades: formación
        práctica, certificaciones y una comunidad que te acompaña en cada paso de tu carrera.
      </Text>
      <List spacing="md" center>
        {POINTS.map(({ icon: Icon, text }) => (
          <List.Item
            key={text}
            icon={
              <ThemeIcon size={32} radius="xl" variant="light">
                <Icon size={18} aria-hidden />
              </ThemeIcon>
            }
          >
            {text}
          </List.Item>
        ))}
      </List>
      <Group>
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
