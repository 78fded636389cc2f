import { Group, Progress, Text } from '@mantine/core';
import { progressColor } from '~/lib/progress-color';

/** A course's progress bar in the spec's colours, with its percent in words. */
export function CourseProgress({ avance, label }: { avance: number; label: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress
        value={avance}
        color={progressColor(avance)}
        size="lg"
        radius="xl"
        style={{ flex: 1 }}
        aria-label={label}
      />
      <Text size="sm" fw={600} miw={44} ta="right">
        {avance} %
      </Text>
    </Group>
  );
}
