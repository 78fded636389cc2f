const MESES_CORTOS = [
  'ene',
  'feb',
  'mar',
  'abr',
  'may',
  'jun',
  'jul',
  'ago',
  'sep',
  'oct',
  'nov',
  'dic',
];

/** "2022-03-01" (a calendar day) → "mar 2022". */
function mesAnio(day: string): string {
  const [y, m] = day.split('-').map(Number);
  return `${MESES_CORTOS[(m ?? 1) - 1]} ${y}`;
}

/**
 * A CV period: "mar 2022 – dic 2023", "mar 2022 – actual" while it has no end, "hasta dic 2023"
 * without a start, and nothing when neither date is known. The profile screen and the platform
 * CV's PDF say it the same way.
 */
export function periodoCv(desde: string | null, hasta: string | null): string | undefined {
  if (desde) return `${mesAnio(desde)} – ${hasta ? mesAnio(hasta) : 'actual'}`;
  return hasta ? `hasta ${mesAnio(hasta)}` : undefined;
}
