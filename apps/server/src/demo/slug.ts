import { slugify } from '@academia/contract/core/slug';
import { firstFreeSlug } from '../platform/text/slug';

/** One slug per name, in order; a repeated slug gets `-2`, `-3`… so every slug is unique. */
export function uniqueSlugs(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const slug = firstFreeSlug(slugify(name) || 'articulo', taken);
    taken.add(slug);
    return slug;
  });
}
