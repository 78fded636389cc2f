import type { TCursoPublico } from '@academia/contract/catalog/get-curso-publico';
import { COURSE_CURRENCY, isFree } from '@academia/contract/core/course-price';
import { uploadsUrl } from '~/lib/seo';

/**
 * The course as schema.org's `Course`, the data search engines read for course listings: the
 * academy as provider, the price as an offer that leads to registration, the dates, workload
 * and teachers as an online course instance, and the topics as its syllabus.
 */
export function courseStructuredData(
  curso: TCursoPublico,
  site: { publicUrl: string; academyName: string },
) {
  const url = `${site.publicUrl}/curso/${curso.slug}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: curso.nombre,
    description: curso.descripcion || curso.nombre,
    url,
    inLanguage: 'es',
    ...(curso.imagen ? { image: `${site.publicUrl}${uploadsUrl(curso.imagen)}` } : {}),
    about: curso.categoria_nombre,
    provider: { '@type': 'Organization', name: site.academyName, url: site.publicUrl },
    offers: {
      '@type': 'Offer',
      category: isFree(curso.precio) ? 'Free' : 'Paid',
      price: curso.precio,
      priceCurrency: COURSE_CURRENCY,
      url: `${site.publicUrl}/registro/${curso.slug}`,
      availability: 'https://schema.org/InStock',
    },
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Online',
      courseWorkload: `PT${curso.horas_curso}H`,
      ...(curso.fecha_inicio ? { startDate: curso.fecha_inicio } : {}),
      ...(curso.fecha_fin ? { endDate: curso.fecha_fin } : {}),
      ...(curso.profesores.length > 0
        ? {
            instructor: curso.profesores.map((p) => ({
              '@type': 'Person',
              name: `${p.first_name} ${p.last_name}`.trim(),
            })),
          }
        : {}),
    },
    ...(curso.temario.length > 0
      ? {
          syllabusSections: curso.temario.map((t) => ({
            '@type': 'Syllabus',
            name: t.nombre,
            ...(t.subtemas.length > 0 ? { description: t.subtemas.join(' · ') } : {}),
          })),
        }
      : {}),
  };
}
