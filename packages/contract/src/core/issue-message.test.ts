import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueMessage, spanishIssuesOf } from './issue-message';

function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value, spanishIssuesOf(value));
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('issueMessage', () => {
  it('says what to write, without field names or the library wording', () => {
    expect(messagesOf(z.number().max(5), 6)).toEqual(['Escribe como máximo 5.']);
    expect(messagesOf(z.number().min(0), -1)).toEqual(['Escribe como mínimo 0.']);
    expect(messagesOf(z.number().positive(), 0)).toEqual(['Escribe un número mayor que 0.']);
    expect(messagesOf(z.string().max(3), 'abcd')).toEqual(['Escribe como máximo 3 caracteres.']);
    expect(messagesOf(z.string().min(8), 'abc')).toEqual(['Escribe al menos 8 caracteres.']);
    expect(messagesOf(z.email(), 'x@')).toEqual(['Escribe un correo electrónico válido.']);
    expect(messagesOf(z.enum(['a', 'b']), 'c')).toEqual(['Elige una de las opciones.']);
    expect(messagesOf(z.number().int(), 1.5)).toEqual(['Escribe un número entero.']);
  });

  it('calls a missing or empty value obligatory', () => {
    expect(messagesOf(z.object({ a: z.string() }), {})).toEqual(['Este campo es obligatorio.']);
    expect(messagesOf(z.string().trim().min(1), '  ')).toEqual(['Este campo es obligatorio.']);
    const id = z.object({ categoria: z.coerce.number().int().positive() });
    expect(messagesOf(id, { categoria: '' })).toEqual(['Este campo es obligatorio.']);
    expect(messagesOf(id, { categoria: '0' })).toEqual(['Escribe un número mayor que 0.']);
  });

  it('keeps the messages written into a schema', () => {
    expect(messagesOf(z.string().min(1, { error: 'Escribe el nombre.' }), '')).toEqual([
      'Escribe el nombre.',
    ]);
  });

  it("gives a union the reason of the option that came closest ('' or a date)", () => {
    const fecha = z.union([z.literal(''), z.iso.date()]);
    expect(messagesOf(fecha, '2026-13-45')).toEqual(['Escribe una fecha válida.']);
    expect(messagesOf(fecha, '')).toEqual([]);
  });

  it('is a plain function over an issue', () => {
    expect(
      issueMessage({ code: 'too_big', origin: 'number', maximum: 5, inclusive: true, input: 6 }),
    ).toBe('Escribe como máximo 5.');
  });
});
