import { fechaLarga } from '@academia/contract/core/long-date';
import { ACCESO_TERMINADO } from '@academia/contract/learning/common';
import {
  Alert,
  Anchor,
  Box,
  Breadcrumbs,
  Button,
  Container,
  Drawer,
  Grid,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconListDetails } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { QueryState } from '~/components/ui/query-state';
import { useDataForoDiscusion } from '../api/get-data-foro-discusion';
import { useEvaluacionesCursoAlumno } from '../api/get-evaluaciones-curso-alumno';
import { useSubtema } from '../api/get-subtema';
import { useTemasCurso } from '../api/get-temas-curso';
import { AnnouncementsSection } from '../components/announcements-section';
import { CourseCompletion } from '../components/course-completion';
import { CourseProgress } from '../components/course-progress';
import { CourseSidebar, type Selection } from '../components/course-sidebar';
import { EvaluationSection } from '../components/evaluation-section';
import { ForumSection } from '../components/forum-section';
import { SubtopicSection } from '../components/subtopic-section';

export function meta() {
  return [{ title: 'Contenido del curso' }];
}

const SECTION_PARAM = { 0: 'subtema', 1: 'foro', 2: 'evaluacion', 3: 'avisos' } as const;

/**
 * Which section the URL names (`?subtema=`, `?foro=`, `?evaluacion=`, `?avisos=1`, the link of
 * the announcement mail), so a reload stays.
 */
function selectionOf(params: URLSearchParams, fallback: number): Selection {
  for (const section of [3, 1, 2, 0] as const) {
    const id = Number(params.get(SECTION_PARAM[section]));
    if (Number.isInteger(id) && id > 0) return { section, id };
  }
  return { section: 0, id: fallback };
}

/** The breadcrumb's last item: the name of what is shown. */
function useCurrentName(selected: Selection, curso: number, alumnoCurso: number) {
  const subtema = useSubtema(selected.section === 0 ? selected.id : 0, curso);
  const foro = useDataForoDiscusion(selected.id, 1, selected.section === 1);
  const evaluaciones = useEvaluacionesCursoAlumno(curso, alumnoCurso);
  if (selected.section === 0) return subtema.data?.content.nombre;
  if (selected.section === 1) return foro.data?.dataForo.pregunta;
  if (selected.section === 3) return 'Avisos';
  return evaluaciones.data?.find((e) => e.id === selected.id)?.nombre;
}

function Breadcrumb({
  curso,
  selected,
  alumnoCurso,
  nombre,
}: {
  curso: number;
  selected: Selection;
  alumnoCurso: number;
  nombre: string;
}) {
  const current = useCurrentName(selected, curso, alumnoCurso);
  return (
    <Box component="nav" aria-label="Ruta de navegación">
      <Breadcrumbs separator="›" styles={{ root: { flexWrap: 'wrap' } }}>
        <Anchor component={Link} to="/plataforma/cursos">
          Mis Cursos
        </Anchor>
        <Text>{nombre}</Text>
        {current && <Text c="dimmed">{current}</Text>}
      </Breadcrumbs>
    </Box>
  );
}

/** plataforma/curso/{slug}/{id}/temas/{alumno_curso}: the course view. */
export default function CourseScreen() {
  const params = useParams();
  const curso = Number(params.id);
  const enrolment = params.alumno_curso ?? '';
  const temas = useTemasCurso(curso, enrolment);
  const [search, setSearch] = useSearchParams();
  const [drawer, { open, close }] = useDisclosure(false);

  if (!temas.isSuccess) {
    return (
      <Container size="md" py="xl">
        <QueryState query={temas} label="Cargando el curso" />
      </Container>
    );
  }

  const { content, dataCurso, avance, subtemaActual } = temas.data;
  const selected = selectionOf(search, subtemaActual);
  const select = (s: Selection) => {
    setSearch({ [SECTION_PARAM[s.section]]: String(s.id) });
    close();
    window.scrollTo({ top: 0 });
  };
  const sidebar = (
    <CourseSidebar
      temas={content}
      curso={curso}
      alumnoCurso={dataCurso.alumno_curso}
      accesoVigente={dataCurso.acceso_vigente}
      selected={selected}
      onSelect={select}
    />
  );

  return (
    <Container size="xl" py="md">
      <Stack gap="sm" mb="md">
        <Breadcrumb
          curso={curso}
          selected={selected}
          alumnoCurso={dataCurso.alumno_curso}
          nombre={dataCurso.nombre}
        />
        <CourseProgress avance={avance} label="Avance del curso" />
        <CourseCompletion
          curso={curso}
          alumnoCurso={dataCurso.alumno_curso}
          nombre={dataCurso.nombre}
          slug={dataCurso.slug}
          avance={avance}
          conLecciones={content.some((t) => t.subtemas.length > 0)}
        />
        {!dataCurso.acceso_vigente && (
          <Alert color="orange" role="status">
            {ACCESO_TERMINADO} (Terminó el {fechaLarga(dataCurso.acceso_hasta)}.)
          </Alert>
        )}
        <Button
          hiddenFrom="md"
          variant="light"
          leftSection={<IconListDetails size={18} aria-hidden />}
          onClick={open}
        >
          Temas del curso
        </Button>
      </Stack>
      <Drawer opened={drawer} onClose={close} title="Temas del curso" hiddenFrom="md" size="85%">
        {sidebar}
      </Drawer>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }} visibleFrom="md">
          {sidebar}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Box component="section" aria-label="Contenido">
            {selected.section === 3 ? (
              <AnnouncementsSection alumnoCurso={dataCurso.alumno_curso} />
            ) : selected.id === 0 ? (
              <Text c="dimmed">Este curso todavía no tiene lecciones.</Text>
            ) : selected.section === 0 ? (
              <SubtopicSection
                subtema={selected.id}
                curso={curso}
                alumnoCurso={dataCurso.alumno_curso}
                onNavigate={(id) => select({ section: 0, id })}
              />
            ) : selected.section === 1 ? (
              <ForumSection
                key={selected.id}
                foro={selected.id}
                alumnoCurso={dataCurso.alumno_curso}
              />
            ) : (
              <EvaluationSection
                key={selected.id}
                evaluacion={selected.id}
                alumnoCurso={dataCurso.alumno_curso}
              />
            )}
          </Box>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
