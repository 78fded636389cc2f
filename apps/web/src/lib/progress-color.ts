/** The spec's progress colours: green at 80 or more, yellow from 50 to 79, red below 50. */
export function progressColor(avance: number): 'green' | 'yellow' | 'red' {
  if (avance >= 80) return 'green';
  if (avance >= 50) return 'yellow';
  return 'red';
}
