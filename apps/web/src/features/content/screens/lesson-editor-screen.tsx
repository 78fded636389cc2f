import { Anchor, Breadcrumbs, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { FormError } from '~/components/ui/form-error';
import { useGetDataSubtema } from '../api/get-data-subtema';
import { useGetDatosCursoAdmin } from '../api/get-datos-curso-admin';
import { useGetTemasCursoAdmin } from '../api/get-temas-curso-admin';
import { LessonContentForm } from '../components/lesson-content-form';
import { MaterialsPanel } from '../components/materials-panel';
import { QuizzesPanel } from '../components/quizzes-panel';

export function meta() {
  return [{ title: 'Contenido de la lección' }];
}

function idParam(value: string | undefined): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** admin/plataforma/agregar-contenido/{tema}/{subtema}/{curso}: the lesson editor. */
export default function LessonEditorScreen() {
  const params = useParams();
  const navigate = useNavigate();
  const tema = idParam(params.tema);
  const subtema = idParam(params.subtema);
  const curso = idParam(params.curso);
  const datos = useGetDatosCursoAdmin(tema);
  const temas = useGetTemasCursoAdmin(curso);
  const lesson = useGetDataSubtema(subtema);

  if (tema === null || subtema === null || curso === null) {
    return <FormError message="La dirección de la lección no es válida." />;
  }
  const failed = datos.error ?? temas.error ?? lesson.error;
  if (failed) return <FormError message={failed.message} />;
  if (!datos.data || !temas.data || !lesson.data) {
    return <Loader aria-label="Cargando la lección" />;
  }
  const lessonUrl = (l: { tema: number; subtema: number }) =>
    `/admin/plataforma/agregar-contenido/${l.tema}/${l.subtema}/${curso}`;
  // Every lesson of the course in the order students follow, for the selector and 'next'.
  const inOrder = temas.data.flatMap((t) => t.subtemas.map((s) => ({ tema: t.id, subtema: s.id })));
  const here = inOrder.findIndex((l) => l.subtema === subtema);
  const next = here >= 0 ? inOrder[here + 1] : undefined;

  return (
    <Stack>
      <Breadcrumbs>
        <Anchor component={Link} to="/admin/plataforma/cursos">
          Cursos
        </Anchor>
        <Anchor component={Link} to={`/admin/plataforma/temas-subtemas/${curso}`}>
          {datos.data.dataCurso.nombre}
        </Anchor>
        <Text>{datos.data.tema.nombre}</Text>
      </Breadcrumbs>
      <Title order={1}>Contenido de la lección</Title>
      <Select
        label="Subtema"
        description="Todas las lecciones del curso, por tema"
        data={temas.data.map((t) => ({
          group: t.nombre,
          items: t.subtemas.map((s) => ({ value: String(s.id), label: s.nombre })),
        }))}
        value={String(subtema)}
        onChange={(value) => {
          const chosen = inOrder.find((l) => String(l.subtema) === value);
          if (chosen) navigate(lessonUrl(chosen));
        }}
        allowDeselect={false}
        searchable
        maw={480}
      />
      <LessonContentForm
        key={subtema}
        lesson={lesson.data.content}
        temas={temas.data}
        onSavedNext={next ? () => navigate(lessonUrl(next)) : undefined}
      />
      <MaterialsPanel subtema={subtema} materiales={lesson.data.materiales} />
      <QuizzesPanel subtema={subtema} />
    </Stack>
  );
}
