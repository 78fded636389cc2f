/** Lower case, accents removed, words joined by hyphens: 'Análisis de Datos' → 'analisis-de-datos'. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** One slug per name, in order; a repeated slug gets `-2`, `-3`… so every slug is unique. */
export function uniqueSlugs(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const base = slugify(name) || 'articulo';
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  });
}
