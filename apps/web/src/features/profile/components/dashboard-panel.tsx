import {
  Alert,
  Anchor,
  Card,
  Group,
  List,
  Loader,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { progressColor } from '~/lib/progress-color';
import { useDashboard } from '../api/get-dashboard';

/** getDashboard: each course's progress, the next lesson to take and pending evaluations. */
export function DashboardPanel() {
  const dashboard = useDashboard();
  return (
    <Card withBorder padding="lg" component="section" aria-label="Tu avance">
      <Title order={2} size="h3" mb="sm">
        Tu avance
      </Title>
      {dashboard.isPending ? (
        <Loader size="sm" aria-label="Cargando tu avance" />
      ) : dashboard.isError ? (
        <Alert color="red" role="alert">
          {dashboard.error.message}
        </Alert>
      ) : dashboard.data.length === 0 ? (
        <Text c="dimmed">Todavía no estás inscrito en ningún curso.</Text>
      ) : (
        <Stack gap="md">
          {dashboard.data.map((c) => {
            const base = `/plataforma/curso/${c.slug_curso}/${c.id_curso}/temas/${c.unique_id}`;
            return (
              <Stack key={c.unique_id} gap={4}>
                <Group justify="space-between">
                  <Anchor component={Link} to={base} fw={600}>
                    {c.nombre}
                  </Anchor>
                  <Text size="sm">{c.avance} %</Text>
                </Group>
                <Progress
                  value={c.avance}
                  color={progressColor(c.avance)}
                  aria-label={`Avance de ${c.nombre}`}
                />
                {!c.acceso_vigente ? (
                  <Text size="sm" c="dimmed">
                    Tu acceso a este curso terminó.
                  </Text>
                ) : (
                  <>
                    <Text size="sm">
                      Siguiente lección:{' '}
                      {c.siguiente_subtema ? (
                        <Anchor component={Link} to={`${base}?subtema=${c.siguiente_subtema.id}`}>
                          {c.siguiente_subtema.nombre}
                        </Anchor>
                      ) : (
                        'has terminado todas las lecciones.'
                      )}
                    </Text>
                    {c.evaluaciones_pendientes.length > 0 && (
                      <>
                        <Text size="sm">Evaluaciones pendientes:</Text>
                        <List size="sm">
                          {c.evaluaciones_pendientes.map((e) => (
                            <List.Item key={e.id}>
                              <Anchor component={Link} to={`${base}?evaluacion=${e.id}`}>
                                {e.nombre}
                              </Anchor>
                            </List.Item>
                          ))}
                        </List>
                      </>
                    )}
                  </>
                )}
              </Stack>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
