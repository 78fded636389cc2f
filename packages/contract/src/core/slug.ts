/**
 * Lower case, accents removed, every other run of characters a hyphen:
 * 'Análisis de Datos' → 'analisis-de-datos'. The one rule for course and article slugs (the
 * server's) and for the about page's path (server's sitemap and web's route alike); callers
 * that need a unique slug add the `-2`, `-3`… themselves.
 */
export function slugify(text: string, maxLength = 250): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}

/** The about page's path is made of the word sobre and the academy's name (spec, section 2). */
export function aboutPath(academyName: string): string {
  return `/sobre-${slugify(academyName)}`;
}
