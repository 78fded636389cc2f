import type { TMaterial } from '@academia/contract/learning/get-subtema';
import { Anchor, Group, List, Text } from '@mantine/core';
import {
  IconFile,
  IconFileTypeDoc,
  IconFileTypePdf,
  IconFileTypePpt,
  IconFileTypeXls,
  IconMovie,
  IconPhoto,
} from '@tabler/icons-react';
import { type MaterialKind, materialKind } from '../progress';

const ICONS: Record<MaterialKind, { icon: typeof IconFile; color: string; label: string }> = {
  pdf: { icon: IconFileTypePdf, color: 'red', label: 'PDF' },
  word: { icon: IconFileTypeDoc, color: 'blue', label: 'Documento de Word' },
  excel: { icon: IconFileTypeXls, color: 'green', label: 'Hoja de Excel' },
  powerpoint: { icon: IconFileTypePpt, color: 'orange', label: 'Presentación de PowerPoint' },
  image: { icon: IconPhoto, color: 'grape', label: 'Imagen' },
  video: { icon: IconMovie, color: 'indigo', label: 'Video' },
  other: { icon: IconFile, color: 'gray', label: 'Archivo' },
};

/** The Materiales tab: downloadable files with an icon by extension. */
export function MaterialsList({ materiales }: { materiales: TMaterial[] }) {
  if (materiales.length === 0) return <Text c="dimmed">Esta lección no tiene materiales.</Text>;
  return (
    <List spacing="sm" listStyleType="none" aria-label="Materiales">
      {materiales.map((m) => {
        const kind = ICONS[materialKind(m.archivo)];
        const Icon = kind.icon;
        return (
          <List.Item key={m.id}>
            <Group gap="sm" wrap="nowrap">
              <Icon
                size={28}
                color={`var(--mantine-color-${kind.color}-7)`}
                aria-label={kind.label}
                role="img"
              />
              <Anchor href={`/uploads/${m.archivo}`} download target="_blank" rel="noopener">
                {m.nombre}
              </Anchor>
            </Group>
          </List.Item>
        );
      })}
    </List>
  );
}
