import { describe, expect, it } from 'vitest';
import { firstFreeSlug } from './slug';

describe('unique slugs', () => {
  it('take the first free number when the base is taken', () => {
    expect(firstFreeSlug('redes', [])).toBe('redes');
    expect(firstFreeSlug('redes', ['redes', 'redes-2', 'redes-cisco'])).toBe('redes-3');
  });
});
