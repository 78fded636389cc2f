import {
  BRECHA_POR_PAGINA,
  type TCompetenciaDemandada,
} from '@academia/contract/skills/get-brecha-competencias';
import { Anchor, Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '~/components/ui/data-table';
import { errorMessage } from '~/lib/api-client';
import { useBrechaCompetencias } from '../api/get-brecha-competencias';

const columns: DataColumn<TCompetenciaDemandada>[] = [
  { key: 'nombre', header: 'Competencia', cell: (s) => s.nombre },
  { key: 'vacantes', header: 'Vacantes que la piden', cell: (s) => s.vacantes, align: 'right' },
  {
    key: 'cursos',
    header: 'Cursos que la enseñan',
    cell: (s) =>
      s.cursos.length === 0 ? (
        <Badge color="orange" variant="light">
          Ningún curso
        </Badge>
      ) : (
        s.cursos.map((c) => c.nombre).join(', ')
      ),
  },
];

/**
 * 'Brecha de competencias' (issue 26): the skills the analysed vacancies ask for, most asked
 * first, beside the courses that teach them, and the most asked ones no course teaches.
 */
export function SkillsGap() {
  const [page, setPage] = useState(1);
  const gap = useBrechaCompetencias(page);
  const untaught = gap.data?.sin_curso ?? [];
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={2}>Brecha de competencias</Title>
        <Anchor component={Link} to="/admin/plataforma/competencias">
          Administrar competencias
        </Anchor>
      </Group>
      {gap.data && (
        <section aria-labelledby="sin-curso">
          <Title order={3} id="sin-curso" size="h4">
            Demandadas sin curso
          </Title>
          {untaught.length === 0 ? (
            <Text c="dimmed">Todas las competencias demandadas tienen un curso.</Text>
          ) : (
            <List>
              {untaught.map((s) => (
                <List.Item key={s.id}>
                  {s.nombre}: {s.vacantes} {s.vacantes === 1 ? 'vacante' : 'vacantes'}
                </List.Item>
              ))}
            </List>
          )}
        </section>
      )}
      <DataTable
        label="Competencias por demanda"
        minWidth={640}
        rows={gap.data?.results}
        rowKey={(s) => s.id}
        error={gap.error && errorMessage(gap.error, 'No se pudo cargar la brecha de competencias.')}
        empty="Ninguna vacante analizada pide una competencia todavía: agrega competencias y términos y aplícalos."
        columns={columns}
        page={
          gap.data && {
            page,
            count: gap.data.count,
            onChange: setPage,
            pageSize: BRECHA_POR_PAGINA,
          }
        }
      />
    </Stack>
  );
}
