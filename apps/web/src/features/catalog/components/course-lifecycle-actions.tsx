import type { TCurso } from '@academia/contract/catalog/shapes';
import { Button, Text } from '@mantine/core';
import type { ConfirmOptions } from '~/components/ui/confirm-dialog';
import { useArchivarCurso } from '../api/archivar-curso';
import { useDuplicarCurso } from '../api/duplicar-curso';
import { useEliminarCurso } from '../api/eliminar-curso';
import { usePublicarCurso } from '../api/publicar-curso';
import { useRestaurarCurso } from '../api/restaurar-curso';

type Confirm = <Result>(options: ConfirmOptions<Result>) => Promise<boolean>;

const MESSAGE_MS = 2000;

/**
 * A course's lifecycle buttons: the state change its state allows (Publicar a draft, Archivar a
 * published course, Restaurar an archived one), Duplicar and Eliminar, each confirmed first.
 */
export function CourseLifecycleActions({ curso, confirm }: { curso: TCurso; confirm: Confirm }) {
  const publicar = usePublicarCurso();
  const archivar = useArchivarCurso();
  const restaurar = useRestaurarCurso();
  const duplicar = useDuplicarCurso();
  const eliminar = useEliminarCurso();
  const name = <Text fw={600}>{curso.nombre}</Text>;

  const button = (label: string, onClick: () => void, color?: string) => (
    <Button
      size="xs"
      variant="light"
      color={color}
      onClick={onClick}
      aria-label={`${label} ${curso.nombre}`}
    >
      {label}
    </Button>
  );

  return (
    <>
      {curso.estado === 'borrador' &&
        button('Publicar', () =>
          confirm({
            title: 'Publicar curso',
            question:
              'El curso aparecerá en el catálogo de /cursos y se podrá registrar cualquier persona.',
            details: name,
            confirmLabel: 'Publicar',
            color: 'green',
            action: () => publicar.mutateAsync(curso.id),
            errorFallback: 'No se pudo publicar el curso.',
            success: 'El curso se publicó.',
            successMs: MESSAGE_MS,
          }),
        )}
      {curso.estado === 'publicado' &&
        button('Archivar', () =>
          confirm({
            title: 'Archivar curso',
            question:
              'El curso saldrá del catálogo y no admitirá inscripciones nuevas. Sus alumnos ' +
              'conservan su acceso hasta que termine su periodo.',
            details: name,
            confirmLabel: 'Archivar',
            color: 'orange',
            action: () => archivar.mutateAsync(curso.id),
            errorFallback: 'No se pudo archivar el curso.',
            success: 'El curso se archivó.',
            successMs: MESSAGE_MS,
          }),
        )}
      {curso.estado === 'archivado' &&
        button('Restaurar', () =>
          confirm({
            title: 'Restaurar curso',
            question: 'El curso volverá a estar publicado: en el catálogo y abierto a registros.',
            details: name,
            confirmLabel: 'Restaurar',
            color: 'green',
            action: () => restaurar.mutateAsync(curso.id),
            errorFallback: 'No se pudo restaurar el curso.',
            success: 'El curso se restauró.',
            successMs: MESSAGE_MS,
          }),
        )}
      {button('Duplicar', () =>
        confirm({
          title: 'Duplicar curso',
          question:
            'Se creará un borrador con sus temas, lecciones, archivos, materiales, quizzes y ' +
            'evaluaciones. No se copian alumnos, grupos ni foros.',
          details: name,
          confirmLabel: 'Duplicar',
          color: 'blue',
          action: () => duplicar.mutateAsync(curso.id),
          errorFallback: 'No se pudo duplicar el curso.',
          success: (copia) => `Se creó «${copia.nombre}» como borrador.`,
          successMs: MESSAGE_MS,
        }),
      )}
      {button(
        'Eliminar',
        () =>
          confirm({
            title: 'Eliminar curso',
            question: '¿Estás seguro de eliminar este curso con todo su contenido y sus archivos?',
            details: (
              <>
                {name}
                <Text size="sm">
                  Solo se puede eliminar un curso sin alumnos inscritos ni grupos. Si los tiene,
                  archívalo: sale del catálogo y sus alumnos conservan su acceso.
                </Text>
              </>
            ),
            action: () => eliminar.mutateAsync(curso.id),
            errorFallback: 'No se pudo eliminar el curso.',
            success: 'El curso se eliminó.',
            successMs: MESSAGE_MS,
          }),
        'red',
      )}
    </>
  );
}
