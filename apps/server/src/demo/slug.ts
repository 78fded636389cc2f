import { slugify } from '../platform/text/slug';

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
