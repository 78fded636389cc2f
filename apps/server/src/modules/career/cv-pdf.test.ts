import { describe, expect, it } from 'vitest';
import { createCertificate } from '../../../test/cv-factories';
import { createStudent } from '../../../test/factories';
import { useTestApp } from '../../../test/helper';
import { readPdf } from '../../../test/pdf-reader';
import { habilidades, idiomas, programas, puestos } from '../../db/schema/index';
import { printable, renderPlatformCv } from './cv-pdf';

const t = useTestApp();

async function studentWithProfile() {
  const student = await createStudent(t.app.ctx, {
    first_name: 'María José',
    last_name: 'Núñez',
    apellido_materno: 'Peña',
    email: 'maria.nunez@prueba.test',
    celular: '5512345678',
    empleo_actual: 'Analista de datos',
    empresa: 'Señales y Cía.',
  });
  const db = t.app.ctx.db;
  await db.insert(puestos).values({
    alumno: student.id,
    puesto: 'Técnica de soporte',
    empresa: 'Telecomunicaciones Águila',
    fecha_inicio: '2021-03-01',
    fecha_fin: null,
    descripcion: 'Atención de incidencias de red y configuración de conmutadores.',
  });
  await db.insert(programas).values({
    alumno: student.id,
    programa: 'Ingeniería en Computación',
    institucion: 'Universidad Autónoma',
    fecha_inicio: '2015-08-01',
    fecha_fin: '2020-06-30',
  });
  await db.insert(idiomas).values({ alumno: student.id, idioma: 'Inglés', nivel: 'B2' });
  await db.insert(habilidades).values({ alumno: student.id, habilidad: 'Python', nivel: 4 });
  return student;
}

describe('the platform CV', () => {
  it('prints the profile sections and the valid certificates with their links and QR codes', async () => {
    const student = await studentWithProfile();
    const { cert } = await createCertificate(t.app.ctx, student.id, {
      curso: 'Ciencia de Datos con Python',
      fecha: '2026-10-15',
    });
    const revoked = await createCertificate(t.app.ctx, student.id, {
      curso: 'Redes Revocadas',
      revoked: true,
    });
    const { text, qrs } = await readPdf(await renderPlatformCv(t.app.ctx, student.id));
    for (const expected of [
      'María José Núñez Peña',
      'Analista de datos · Señales y Cía.',
      'Correo electrónico: maria.nunez@prueba.test',
      'Teléfono: 5512345678',
      'Experiencia laboral',
      'Técnica de soporte',
      'Telecomunicaciones Águila · mar 2021 – actual',
      'Atención de incidencias de red',
      'Educación',
      'Ingeniería en Computación',
      'Universidad Autónoma · ago 2015 – jun 2020',
      'Idiomas',
      'Inglés (B2)',
      'Habilidades',
      'Python (4/5)',
      'Ciencia de Datos con Python',
      'Fecha: 15 de octubre de 2026',
      cert.unique_id,
    ]) {
      expect(text).toContain(expected);
    }
    const url = `${t.app.ctx.config.publicUrl}/public/certificado-digital/${cert.unique_id}/`;
    expect(text.replace(/ /g, '')).toContain(url);
    expect(qrs).toHaveLength(1);
    expect(qrs[0]).toMatch(new RegExp(`^${url.replace(/[.?]/g, '\\$&')}[a-z0-9-]+$`));
    expect(text).not.toContain('Redes Revocadas');
    expect(text).not.toContain(revoked.cert.unique_id);
    // No section heading for what the student did not fill in.
    expect(text).not.toContain('Certificaciones ');
  });

  it('wraps long text and runs onto more pages when the profile is long', async () => {
    const student = await createStudent(t.app.ctx, { first_name: 'Luis' });
    const long = 'Administración de servidores Linux y automatización con Ansible. '.repeat(12);
    await t.app.ctx.db.insert(puestos).values(
      Array.from({ length: 14 }, (_, i) => ({
        alumno: student.id,
        puesto: `Puesto número ${i + 1}`,
        empresa: 'Compañía',
        fecha_inicio: `20${String(10 + (i % 10)).padStart(2, '0')}-01-01`,
        descripcion: long,
      })),
    );
    for (const curso of ['Linux I', 'Linux II', 'Ansible']) {
      await createCertificate(t.app.ctx, student.id, { curso });
    }
    const { text, qrs, pages } = await readPdf(await renderPlatformCv(t.app.ctx, student.id));
    expect(pages).toBeGreaterThan(1);
    for (let i = 1; i <= 14; i++) expect(text).toContain(`Puesto número ${i}`);
    expect(qrs).toHaveLength(3);
  });

  it('answers 404 for someone who is not a student', async () => {
    await expect(renderPlatformCv(t.app.ctx, 999_999)).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('printable', () => {
  it('keeps Spanish and Latin-1 text and replaces what the standard fonts cannot print', () => {
    expect(printable('Ñandú, pingüino, ¿qué? ¡Sí! — “citas” €')).toBe(
      'Ñandú, pingüino, ¿qué? ¡Sí! — “citas” €',
    );
    expect(printable('Łukasz Dvořák 李 🚀')).toBe('Lukasz Dvorák ? ?');
    expect(printable('línea\u0000uno\nlínea dos')).toBe('línea uno\nlínea dos');
  });
});
