import {
  Alert,
  Anchor,
  Box,
  Breadcrumbs,
  Button,
  Drawer,
  Grid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconListDetails } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { QueryState } from '~/components/ui/query-state';
import { useVistaPreviaCurso } from '../api/get-vista-previa-curso';
import { CourseSidebar, type Selection } from '../components/course-sidebar';
import { SubtopicSection } from '../components/subtopic-section';

export function meta() {
  return [{ title: 'Ver como alumno' }];
}

const STATE_NOTE = {
  borrador: 'Este curso es un borrador: todavía no está en el catálogo ni admite registros.',
  archivado: 'Este curso está archivado: no está en el catálogo ni admite registros nuevos.',
  publicado: null,
} as const;

/**
 * admin/plataforma/vista-previa/{curso}?subtema=: 'Ver como alumno'. The student's course view
 * (its sidebar and lesson section) fed by the administrators' preview calls: no enrolment, no
 * progress, nothing written.
 */
export default function CoursePreviewScreen() {
  const params = useParams();
  const curso = Number(params.curso);
  const preview = useVistaPreviaCurso(curso);
  const [search, setSearch] = useSearchParams();
  const [drawer, { open, close }] = useDisclosure(false);

  if (!preview.isSuccess) return <QueryState query={preview} label="Cargando la vista previa" />;

  const { content, dataCurso, subtemaActual } = preview.data;
  const asked = Number(search.get('subtema'));
  const selected: Selection = {
    section: 0,
    id: Number.isInteger(asked) && asked > 0 ? asked : subtemaActual,
  };
  const select = (s: Selection) => {
    setSearch({ subtema: String(s.id) });
    close();
    window.scrollTo({ top: 0 });
  };
  const sidebar = (
    <CourseSidebar
      temas={content}
      curso={curso}
      alumnoCurso={0}
      accesoVigente={false}
      selected={selected}
      onSelect={select}
      lessonsOnly
    />
  );
  const stateNote = STATE_NOTE[dataCurso.estado];

  return (
    <Stack gap="md">
      <Box component="nav" aria-label="Ruta de navegación">
        <Breadcrumbs separator="›" styles={{ root: { flexWrap: 'wrap' } }}>
          <Anchor component={Link} to="/admin/plataforma/cursos">
            Cursos
          </Anchor>
          <Anchor component={Link} to={`/admin/plataforma/temas-subtemas/${curso}`}>
            Temas y subtemas
          </Anchor>
          <Text>Ver como alumno</Text>
        </Breadcrumbs>
      </Box>
      <Title order={1}>{dataCurso.nombre}</Title>
      <Alert color="blue" role="note" title="Vista previa como alumno">
        Así ve este curso un alumno inscrito. Es solo lectura: no se registra avance ni visita.
        {stateNote && <Text mt={4}>{stateNote}</Text>}
      </Alert>
      <Button
        hiddenFrom="md"
        variant="light"
        leftSection={<IconListDetails size={18} aria-hidden />}
        onClick={open}
      >
        Temas del curso
      </Button>
      <Drawer opened={drawer} onClose={close} title="Temas del curso" hiddenFrom="md" size="85%">
        {sidebar}
      </Drawer>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }} visibleFrom="md">
          {sidebar}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Box component="section" aria-label="Contenido">
            {selected.id === 0 ? (
              <Text c="dimmed">Este curso todavía no tiene lecciones.</Text>
            ) : (
              <SubtopicSection
                subtema={selected.id}
                curso={curso}
                alumnoCurso={0}
                onNavigate={(id) => select({ section: 0, id })}
                preview
              />
            )}
          </Box>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
