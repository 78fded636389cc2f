/** Lower case, accents removed, spaces as hyphens: 'Conecta Academía' → 'conecta-academia'. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The about page's path is made of the word sobre and the academy's name (spec, section 2). */
export function aboutPath(academyName: string): string {
  return `/sobre-${slugify(academyName)}`;
}
