import { SegmentedControl } from '@mantine/core';

/** The spec's active/inactive filter (default active, 1). */
export function ActiveFilter({ value, onChange }: { value: 0 | 1; onChange: (v: 0 | 1) => void }) {
  return (
    <SegmentedControl
      aria-label="Estado"
      value={String(value)}
      onChange={(v) => onChange(v === '1' ? 1 : 0)}
      data={[
        { value: '1', label: 'Activos' },
        { value: '0', label: 'Inactivos' },
      ]}
    />
  );
}
