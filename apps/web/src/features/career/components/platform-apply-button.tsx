import { Button, Stack, Text } from '@mantine/core';
import { FormError } from '~/components/ui/form-error';
import { usePostularVacanteAlumno } from '../api/postular-vacante-alumno';

/**
 * One-click application with the platform CV (the job page and each opportunity). Once sent,
 * or when the student had already applied, it says so instead of offering the button again.
 */
export function PlatformApplyButton({
  job,
  nombre,
  postulado = false,
}: {
  job: string;
  nombre: string;
  postulado?: boolean;
}) {
  const apply = usePostularVacanteAlumno();
  if (postulado || apply.isSuccess) {
    return (
      <Text role="status" size="sm" fw={700}>
        {apply.isSuccess
          ? 'Listo: te postulaste con tu CV de la plataforma.'
          : 'Ya te postulaste a esta vacante.'}
      </Text>
    );
  }
  return (
    <Stack gap={4} align="flex-start">
      <Button
        onClick={() => apply.mutate({ job })}
        loading={apply.isPending}
        aria-label={`Postularme con mi CV de la plataforma a ${nombre}`}
      >
        Postularme con mi CV de la plataforma
      </Button>
      <FormError message={apply.error?.message} />
    </Stack>
  );
}
