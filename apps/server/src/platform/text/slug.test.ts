import { describe, expect, it } from 'vitest';
import { firstFreeSlug, slugify } from './slug';

describe('article slugs', () => {
  it('are lower case, without accents or punctuation, and the same for a title in another case', () => {
    expect(slugify('¿Qué es Análisis de Datos?')).toBe('que-es-analisis-de-datos');
    expect(slugify('QUÉ ES ANÁLISIS DE DATOS')).toBe(slugify('qué es análisis de datos'));
    expect(slugify('a'.repeat(300)).length).toBe(250);
  });

  it('take the first free number when the base is taken', () => {
    expect(firstFreeSlug('redes', [])).toBe('redes');
    expect(firstFreeSlug('redes', ['redes', 'redes-2', 'redes-cisco'])).toBe('redes-3');
  });
});
