import type { TOportunidad } from '@academia/contract/career/get-oportunidades-alumno';
import { MODALIDADES } from '@academia/contract/jobs/modalidades';
import { Anchor, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Tag } from '~/components/ui/tag';
import { formatMoney } from '~/lib/money';
import { PlatformApplyButton } from './platform-apply-button';

function fitText(o: TOportunidad): string {
  if (o.ajuste === null) return 'La vacante no indica competencias';
  const requeridas = o.coinciden.length + o.faltan.length;
  return `Ajuste ${o.ajuste} %: tienes ${o.coinciden.length} de ${requeridas} competencias`;
}

/** One ranked vacancy: its fit, the skills that match and those missing with a course for each. */
export function OpportunityCard({ oportunidad: o }: { oportunidad: TOportunidad }) {
  const titleId = `oportunidad-${o.unique_id}`;
  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3" id={titleId}>
            <Anchor component={Link} to={`/job/${o.unique_id}`}>
              {o.nombre}
            </Anchor>
          </Title>
          <Group gap="xs" mt={4}>
            <Tag variant="light">{MODALIDADES[o.modalidad as keyof typeof MODALIDADES] ?? ''}</Tag>
            <Text size="sm" fw={600}>
              {o.sueldo === null ? 'Sueldo no publicado' : `${formatMoney(o.sueldo)} MXN`}
            </Text>
          </Group>
        </div>
        <Text fw={700}>{fitText(o)}</Text>
        {o.descripcion_corta && <Text c="dimmed">{o.descripcion_corta}</Text>}
        {o.coinciden.length > 0 && (
          <div>
            <Text size="sm" fw={600}>
              Competencias que tienes
            </Text>
            <Group gap={6} mt={4} component="ul" aria-label="Competencias que tienes" p={0}>
              {o.coinciden.map((c) => (
                <li key={c.id} style={{ listStyle: 'none' }}>
                  <Tag color="teal.9">{c.nombre}</Tag>
                </li>
              ))}
            </Group>
          </div>
        )}
        {o.faltan.length > 0 && (
          <div>
            <Text size="sm" fw={600}>
              Competencias que te faltan
            </Text>
            <List size="sm" mt={4} aria-label="Competencias que te faltan">
              {o.faltan.map((c) => (
                <List.Item key={c.id}>
                  {c.nombre}
                  {c.curso && (
                    <>
                      {' — aprende con '}
                      <Anchor component={Link} to={`/curso/${c.curso.slug}`}>
                        {c.curso.nombre}
                      </Anchor>
                    </>
                  )}
                </List.Item>
              ))}
            </List>
          </div>
        )}
        <PlatformApplyButton job={o.unique_id} nombre={o.nombre} postulado={o.postulado} />
      </Stack>
    </Card>
  );
}
