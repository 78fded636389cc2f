import { describe, expect, it } from 'vitest';
import { fechaCorta, linkedInAddToProfileUrl } from './certificate-links';

describe('certificate links', () => {
  it('prefills LinkedIn’s add-to-profile form', () => {
    const url = new URL(
      linkedInAddToProfileUrl({
        name: 'Python para Ciencia de Datos',
        organizationName: 'Conecta Academia',
        fecha: '2026-03-09',
        certUrl: 'https://academia.example/public/certificado-digital/abc/python',
        certId: 'abc',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Python para Ciencia de Datos',
      organizationName: 'Conecta Academia',
      issueYear: '2026',
      issueMonth: '3',
      certUrl: 'https://academia.example/public/certificado-digital/abc/python',
      certId: 'abc',
    });
  });

  it('writes calendar days without shifting them', () => {
    expect(fechaCorta('2026-01-01')).toBe('01/01/2026');
  });
});
