import type { TCursoPublico } from '@academia/contract/catalog/get-curso-publico';
import { describe, expect, it } from 'vitest';
import { jsonLdText } from '~/components/ui/json-ld';
import { courseStructuredData } from './course-structured-data';

const curso: TCursoPublico = {
  nombre: 'Cisco CCNA',
  slug: 'cisco-ccna',
  descripcion: 'Redes desde cero.',
  horas_curso: 60,
  precio: '9500.00',
  dias_plataforma: 365,
  fecha_inicio: '2026-12-01',
  fecha_fin: '2027-03-01',
  imagen: 'cursos/ccna.webp',
  categoria: 2,
  categoria_nombre: 'Redes',
  temario: [
    { nombre: 'Fundamentos', subtemas: ['Modelo OSI', 'Direcciones IP'] },
    { nombre: 'Repaso', subtemas: [] },
  ],
  profesores: [{ first_name: 'Ana', last_name: 'Zamora' }],
  demanda: { vacantes: 0, sueldos: [] },
};
const site = { publicUrl: 'https://academia.test', academyName: 'Conecta Academia' };

describe('courseStructuredData', () => {
  it('describes the course as schema.org Course, offered online by the academy', () => {
    expect(courseStructuredData(curso, site)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'Cisco CCNA',
      description: 'Redes desde cero.',
      url: 'https://academia.test/curso/cisco-ccna',
      inLanguage: 'es',
      image: 'https://academia.test/uploads/cursos/ccna.webp',
      about: 'Redes',
      provider: { '@type': 'Organization', name: 'Conecta Academia', url: 'https://academia.test' },
      offers: {
        '@type': 'Offer',
        category: 'Paid',
        price: '9500.00',
        priceCurrency: 'MXN',
        url: 'https://academia.test/registro/cisco-ccna',
        availability: 'https://schema.org/InStock',
      },
      hasCourseInstance: {
        '@type': 'CourseInstance',
        courseMode: 'Online',
        courseWorkload: 'PT60H',
        startDate: '2026-12-01',
        endDate: '2027-03-01',
        instructor: [{ '@type': 'Person', name: 'Ana Zamora' }],
      },
      syllabusSections: [
        { '@type': 'Syllabus', name: 'Fundamentos', description: 'Modelo OSI · Direcciones IP' },
        { '@type': 'Syllabus', name: 'Repaso' },
      ],
    });
  });

  it('says a free course is free and leaves out what is not known', () => {
    const data = courseStructuredData(
      { ...curso, precio: '0.00', imagen: null, fecha_fin: null, profesores: [], temario: [] },
      site,
    );
    expect(data.offers.category).toBe('Free');
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('syllabusSections');
    expect(data.hasCourseInstance).not.toHaveProperty('endDate');
    expect(data.hasCourseInstance).not.toHaveProperty('instructor');
  });
});

describe('jsonLdText', () => {
  it('leaves no `<` that could close the script element, and reads back the same', () => {
    const data = { name: '</script><script>alert(1)</script>', nota: 'a < b' };
    const text = jsonLdText(data);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(data);
  });
});
