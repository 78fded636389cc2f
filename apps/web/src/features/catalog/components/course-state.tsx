import {
  ESTADO_CURSO_ETIQUETA,
  ESTADOS_CURSO,
  type TEstadoCurso,
} from '@academia/contract/catalog/shapes';
import { SegmentedControl } from '@mantine/core';
import { Tag } from '~/components/ui/tag';

/** Light yellow and green pass AA in the theme; archived is a dark filled grey (8:1). */
const TAG: Record<TEstadoCurso, { color: string; variant: 'light' | 'filled' }> = {
  borrador: { color: 'yellow', variant: 'light' },
  publicado: { color: 'green', variant: 'light' },
  archivado: { color: 'gray.7', variant: 'filled' },
};

export function CourseStateTag({ estado }: { estado: TEstadoCurso }) {
  return (
    <Tag size="sm" {...TAG[estado]}>
      {ESTADO_CURSO_ETIQUETA[estado]}
    </Tag>
  );
}

const TODOS = 'todos';
const PLURAL: Record<TEstadoCurso, string> = {
  borrador: 'Borradores',
  publicado: 'Publicados',
  archivado: 'Archivados',
};

/** The course list's filter: every course, or those in one state. */
export function CourseStateFilter({
  value,
  onChange,
}: {
  value: TEstadoCurso | undefined;
  onChange: (estado: TEstadoCurso | undefined) => void;
}) {
  return (
    <SegmentedControl
      aria-label="Filtrar por estado"
      value={value ?? TODOS}
      onChange={(v) => onChange(ESTADOS_CURSO.find((e) => e === v))}
      data={[
        { value: TODOS, label: 'Todos' },
        ...ESTADOS_CURSO.map((e) => ({ value: e, label: PLURAL[e] })),
      ]}
    />
  );
}
