import type { TTemaCurso } from '@academia/contract/learning/get-temas-curso';
import { Badge, Box, Collapse, NavLink, ScrollArea, Text } from '@mantine/core';
import {
  IconChevronRight,
  IconCircleCheck,
  IconClipboardCheck,
  IconFolder,
  IconMessages,
  IconSpeakerphone,
} from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useAvisosCurso } from '../api/get-avisos-curso';
import { useEvaluacionesCursoAlumno } from '../api/get-evaluaciones-curso-alumno';
import { useForosDiscusionAlumnoCurso } from '../api/get-foros-discusion-alumno-curso';

/** The item's name for assistive technology, with its tick in words. */
const named = (nombre: string, done: boolean) => (done ? `${nombre} (terminado)` : nombre);

/**
 * What the main area shows: the spec's sections 0 (subtopic), 1 (forum), 2 (evaluation), and
 * 3, the course's announcements ('Avisos', issue 24; its id is always 1).
 */
export type Selection = { section: 0 | 1 | 2 | 3; id: number };

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
  /** Only the topics and lessons: 'Ver como alumno' has no enrolment for forums or evaluations. */
  lessonsOnly?: boolean;
}

interface FolderProps {
  id: string;
  label: string;
  icon: ReactNode;
  opened: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/**
 * A folder of the sidebar: a real button (reached with Tab, opened with Enter or Space) that
 * says whether it is open (`aria-expanded`) and which list it opens (`aria-controls`).
 */
function Folder({ id, label, icon, opened, onToggle, children }: FolderProps) {
  const list = `${id}-lista`;
  return (
    <>
      <NavLink
        component="button"
        type="button"
        label={label}
        leftSection={icon}
        rightSection={
          <IconChevronRight
            size={16}
            aria-hidden
            style={{
              transform: opened ? 'rotate(90deg)' : undefined,
              transition: 'transform 150ms ease',
            }}
          />
        }
        aria-expanded={opened}
        aria-controls={list}
        onClick={onToggle}
      />
      <Collapse expanded={opened} id={list}>
        <Box pl={16}>{children}</Box>
      </Collapse>
    </>
  );
}

/** Which folders are open: the one holding the selection opens whenever the selection moves. */
function useOpenFolders(current: string | undefined) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(current ? [current] : []));
  useEffect(() => {
    if (current) setOpen((o) => (o.has(current) ? o : new Set([...o, current])));
  }, [current]);
  const toggle = (key: string) =>
    setOpen((o) => {
      const next = new Set(o);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return { isOpen: (key: string) => open.has(key), toggle };
}

/** Topics as collapsible folders with their ticked subtopics, then forums and evaluations. */
export function CourseSidebar({
  temas,
  curso,
  alumnoCurso,
  accesoVigente,
  selected,
  onSelect,
  lessonsOnly = false,
}: CourseSidebarProps) {
  const foros = useForosDiscusionAlumnoCurso(curso, accesoVigente);
  const evaluaciones = useEvaluacionesCursoAlumno(curso, alumnoCurso);
  // The preview has no enrolment, so no announcements.
  const avisos = useAvisosCurso(alumnoCurso, 1, accesoVigente && !lessonsOnly);
  const sinLeer = avisos.data?.no_leidos ?? 0;
  const is = (section: 0 | 1 | 2 | 3, id: number) =>
    selected.section === section && selected.id === id;
  const temaActivo = temas.find((t) => t.subtemas.some((s) => is(0, s.id)))?.id;
  const current =
    selected.section === 0
      ? temaActivo === undefined
        ? undefined
        : `tema-${temaActivo}`
      : selected.section === 1
        ? 'foros'
        : selected.section === 2
          ? 'evaluaciones'
          : undefined;
  const folders = useOpenFolders(current);
  const folder = (key: string) => ({
    id: `curso-${curso}-${key}`,
    opened: folders.isOpen(key),
    onToggle: () => folders.toggle(key),
  });

  return (
    <ScrollArea.Autosize mah="calc(100vh - 140px)" type="auto">
      <nav aria-label="Contenido del curso">
        {accesoVigente && !lessonsOnly && (
          <NavLink
            component="button"
            type="button"
            label="Avisos"
            aria-label={sinLeer > 0 ? `Avisos (${sinLeer} sin leer)` : 'Avisos'}
            leftSection={<IconSpeakerphone size={18} aria-hidden />}
            active={is(3, 1)}
            aria-current={is(3, 1) ? 'page' : undefined}
            rightSection={
              sinLeer > 0 ? (
                <Badge color="red" size="sm" circle aria-hidden>
                  {sinLeer}
                </Badge>
              ) : null
            }
            onClick={() => onSelect({ section: 3, id: 1 })}
          />
        )}
        {temas.map((t) => (
          <Folder
            key={t.id}
            {...folder(`tema-${t.id}`)}
            label={t.nombre}
            icon={<IconFolder size={18} aria-hidden />}
          >
            {t.subtemas.map((s) => (
              <NavLink
                key={s.id}
                component="button"
                type="button"
                label={s.nombre}
                aria-label={named(s.nombre, s.estatus === 1)}
                active={is(0, s.id)}
                aria-current={is(0, s.id) ? 'page' : undefined}
                rightSection={<Tick done={s.estatus === 1} />}
                onClick={() => onSelect({ section: 0, id: s.id })}
              />
            ))}
          </Folder>
        ))}
        {!lessonsOnly && (
          <>
            <Folder
              {...folder('foros')}
              label="Foros de Discusión"
              icon={<IconMessages size={18} aria-hidden />}
            >
              {!accesoVigente ? (
                <Text size="sm" c="dimmed" px="sm">
                  No disponible.
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
                    type="button"
                    label={f.pregunta}
                    aria-label={named(f.pregunta, f.resultado === 1)}
                    active={is(1, f.id)}
                    aria-current={is(1, f.id) ? 'page' : undefined}
                    rightSection={<Tick done={f.resultado === 1} />}
                    onClick={() => onSelect({ section: 1, id: f.id })}
                  />
                ))
              )}
            </Folder>
            <Folder
              {...folder('evaluaciones')}
              label="Evaluaciones"
              icon={<IconClipboardCheck size={18} aria-hidden />}
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
                    type="button"
                    label={e.nombre}
                    aria-label={named(e.nombre, e.resultado === 1)}
                    active={is(2, e.id)}
                    aria-current={is(2, e.id) ? 'page' : undefined}
                    rightSection={<Tick done={e.resultado === 1} />}
                    onClick={() => onSelect({ section: 2, id: e.id })}
                  />
                ))
              )}
            </Folder>
          </>
        )}
      </nav>
    </ScrollArea.Autosize>
  );
}
