import { Button, Stack } from '@mantine/core';
import { FormError } from '~/components/ui/form-error';
import { useEnlaceMiCv } from '../api/get-enlace-cv-plataforma';

/** Opens the student's platform CV as it is now, through a signed address that expires. */
export function OwnCvButton() {
  const link = useEnlaceMiCv();
  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="default"
        loading={link.isPending}
        onClick={() =>
          link.mutate(undefined, {
            // A blocked pop-up leaves the PDF in this tab instead.
            onSuccess: ({ content }) => {
              if (!window.open(content.url, '_blank')) window.location.assign(content.url);
            },
          })
        }
      >
        Ver mi CV de la plataforma
      </Button>
      <FormError message={link.error?.message} />
    </Stack>
  );
}
