import type { TTemaCurso } from '@academia/contract/learning/get-temas-curso';
import { NavLink, ScrollArea, Text } from '@mantine/core';
import { IconCircleCheck, IconClipboardCheck, IconFolder, IconMessages } from '@tabler/icons-react';
import { useEvaluacionesCursoAlumno } from '../api/get-evaluaciones-curso-alumno';
import { useForosDiscusionAlumnoCurso } from '../api/get-foros-discusion-alumno-curso';

/** The item's name for assistive technology, with its tick in words. */
const named = (nombre: string, done: boolean) => (done ? `${nombre} (terminado)` : nombre);

/** What the main area shows: the spec's sections 0 (subtopic), 1 (forum), 2 (evaluation). */
export type Selection = { section: 0 | 1 | 2; id: number };

function Tick({ done }: { done: boolean }) {
  return done ? (
    <IconCircleCheck
      size={18}
      color="var(--mantine-color-green-7)"
      aria-label="Terminado"
      role="img"
    />
  ) : null;
}

interface CourseSidebarProps {
  temas: TTemaCurso[];
  curso: number;
  alumnoCurso: number;
  accesoVigente: boolean;
  selected: Selection;
  onSelect: (s: Selection) => void;
}

/** Topics as collapsible folders with their ticked subtopics, then forums and evaluations. */
export function CourseSidebar({
  temas,
  curso,
  alumnoCurso,
  accesoVigente,
  selected,
  onSelect,
}: CourseSidebarProps) {
  const foros = useForosDiscusionAlumnoCurso(curso, accesoVigente);
  const evaluaciones = useEvaluacionesCursoAlumno(curso, alumnoCurso);
  const is = (section: 0 | 1 | 2, id: number) => selected.section === section && selected.id === id;
  const temaActivo = temas.find((t) => t.subtemas.some((s) => is(0, s.id)))?.id;

  return (
    <ScrollArea.Autosize mah="calc(100vh - 140px)" type="auto">
      <nav aria-label="Contenido del curso">
        {temas.map((t) => (
          <NavLink
            key={t.id}
            label={t.nombre}
            leftSection={<IconFolder size={18} aria-hidden />}
            defaultOpened={t.id === temaActivo}
            childrenOffset={16}
          >
            {t.subtemas.map((s) => (
              <NavLink
                key={s.id}
                component="button"
                label={s.nombre}
                aria-label={named(s.nombre, s.estatus === 1)}
                active={is(0, s.id)}
                aria-current={is(0, s.id) ? 'page' : undefined}
                rightSection={<Tick done={s.estatus === 1} />}
                onClick={() => onSelect({ section: 0, id: s.id })}
              />
            ))}
          </NavLink>
        ))}
        <NavLink
          label="Foros de Discusión"
          leftSection={<IconMessages size={18} aria-hidden />}
          defaultOpened={selected.section === 1}
          childrenOffset={16}
        >
          {!accesoVigente ? (
            <Text size="sm" c="dimmed" px="sm">
              No disponible: tu acceso terminó.
            </Text>
          ) : foros.isError ? (
            <Text size="sm" c="red" px="sm" role="alert">
              {foros.error.message}
            </Text>
          ) : foros.data?.length === 0 ? (
            <Text size="sm" c="dimmed" px="sm">
              Este curso no tiene foros.
            </Text>
          ) : (
            foros.data?.map((f) => (
              <NavLink
                key={f.id}
                component="button"
                label={f.pregunta}
                aria-label={named(f.pregunta, f.resultado === 1)}
                active={is(1, f.id)}
                aria-current={is(1, f.id) ? 'page' : undefined}
                rightSection={<Tick done={f.resultado === 1} />}
                onClick={() => onSelect({ section: 1, id: f.id })}
              />
            ))
          )}
        </NavLink>
        <NavLink
          label="Evaluaciones"
          leftSection={<IconClipboardCheck size={18} aria-hidden />}
          defaultOpened={selected.section === 2}
          childrenOffset={16}
        >
          {evaluaciones.isError ? (
            <Text size="sm" c="red" px="sm" role="alert">
              {evaluaciones.error.message}
            </Text>
          ) : evaluaciones.data?.length === 0 ? (
            <Text size="sm" c="dimmed" px="sm">
              Este curso no tiene evaluaciones.
            </Text>
          ) : (
            evaluaciones.data?.map((e) => (
              <NavLink
                key={e.id}
                component="button"
                label={e.nombre}
                aria-label={named(e.nombre, e.resultado === 1)}
                active={is(2, e.id)}
                aria-current={is(2, e.id) ? 'page' : undefined}
                rightSection={<Tick done={e.resultado === 1} />}
                onClick={() => onSelect({ section: 2, id: e.id })}
              />
            ))
          )}
        </NavLink>
      </nav>
    </ScrollArea.Autosize>
  );
}
