import { describe, expect, it } from 'vitest';
import { aboutPath, slugify } from './slug';

describe('slugify', () => {
  it('lowers case, removes accents and punctuation, and joins words with hyphens', () => {
    expect(slugify('¿Qué es Análisis de Datos?')).toBe('que-es-analisis-de-datos');
    expect(slugify('Conecta Academia')).toBe('conecta-academia');
    expect(slugify('  Academía   Ñandú TI ')).toBe('academia-nandu-ti');
    expect(slugify('Código & Datos!')).toBe('codigo-datos');
  });

  it('gives a title the same slug whatever its case', () => {
    expect(slugify('QUÉ ES ANÁLISIS DE DATOS')).toBe(slugify('qué es análisis de datos'));
  });

  it('cuts long titles without leaving a trailing hyphen', () => {
    expect(slugify('a'.repeat(300)).length).toBe(250);
    expect(slugify('abc def', 4)).toBe('abc');
  });

  it("builds the about page's path from the academy's name", () => {
    expect(aboutPath('Conecta Academia')).toBe('/sobre-conecta-academia');
  });
});
