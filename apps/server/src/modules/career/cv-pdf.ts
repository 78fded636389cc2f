import { periodoCv } from '@academia/contract/core/cv-period';
import { academyDay, fechaLarga } from '@academia/contract/core/long-date';
import PDFDocument from 'pdfkit';
import type { AppContext } from '../../app-context';
import { notFound } from '../../platform/errors';
import { qrPng, validCertificatesOf } from '../certificates/index';
import { findStudent, profileSections } from '../people/index';
import { ALUMNO_NO_ENCONTRADO } from './cv-messages';

type Sections = Awaited<ReturnType<typeof profileSections>>;

export interface PlatformCvData {
  academia: string;
  nombre: string;
  email: string;
  celular: string;
  empleo_actual: string;
  empresa: string;
  puestos: Sections['puestos'];
  programas: Sections['programas'];
  certificaciones: Sections['certificaciones'];
  idiomas: Sections['idiomas'];
  habilidades: Sections['habilidades'];
  /** The academy's valid certificates, each with its public verification address. */
  certificados: { curso: string; fecha_reconocimiento: string; unique_id: string; url: string }[];
  /** YYYY-MM-DD: the day the PDF was made, printed so an old copy shows its age. */
  generado: string;
}

/** Everything the platform CV shows of a student (users.id): five reads, none per row. */
export async function platformCvData(ctx: AppContext, alumno: number): Promise<PlatformCvData> {
  const [persona, sections, certificados] = await Promise.all([
    findStudent(ctx, alumno),
    profileSections(ctx, alumno),
    validCertificatesOf(ctx, [alumno]),
  ]);
  if (!persona) throw notFound(ALUMNO_NO_ENCONTRADO);
  const nombre = [persona.first_name, persona.last_name, persona.apellido_materno]
    .filter((s) => s.trim() !== '')
    .join(' ');
  return {
    academia: ctx.config.academyName,
    nombre,
    email: persona.email,
    celular: persona.celular,
    empleo_actual: persona.empleo_actual,
    empresa: persona.empresa,
    ...sections,
    certificados: certificados.map(({ curso, fecha_reconocimiento, unique_id, url }) => ({
      curso,
      fecha_reconocimiento,
      unique_id,
      url,
    })),
    generado: academyDay(),
  };
}

/**
 * The platform CV of a student (users.id) as a PDF: the profile sections and the academy's
 * valid certificates with their verification links and QR codes. Rendered on every call, so
 * it always shows the profile as it is now; an application stores the bytes as its snapshot.
 */
export async function renderPlatformCv(ctx: AppContext, alumno: number): Promise<Buffer> {
  return renderPlatformCvPdf(await platformCvData(ctx, alumno));
}

/**
 * The cp1252 characters above Latin-1 that PDF's WinAnsi encoding (the standard fonts') also
 * holds; anything else the standard fonts would print as the wrong glyph.
 */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Latin letters whose mark is not a combining one, so NFD cannot take it off. */
const BARRED: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i' };

/**
 * Text as the standard fonts can print it: Spanish (and every Latin-1 letter) unchanged, other
 * Latin letters without their marks ("Dvořák" → "Dvorák", "Łukasz" → "Lukasz"), anything
 * still unprintable (other scripts, emoji) as "?". Control characters become spaces.
 */
export function printable(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) out += code === 0x0a ? '\n' : ' ';
    else if (code <= 0xff || WIN_ANSI_EXTRA.has(ch)) out += ch;
    else {
      const base = BARRED[ch] ?? ch.normalize('NFD').replace(/\p{M}/gu, '');
      out += [...base].every((c) => (c.codePointAt(0) ?? 0) <= 0xff) ? base : '?';
    }
  }
  return out;
}

const INK = '#1f2937';
const ACCENT = '#1c7ed6';
const MUTED = '#4b5563';
const MARGIN = 50;
const QR_SIZE = 72;

/** Renders the CV (A4 portrait, as many pages as it needs) in memory. */
export async function renderPlatformCvPdf(data: PlatformCvData): Promise<Buffer> {
  const qrs = await Promise.all(data.certificados.map((c) => qrPng(c.url)));
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: printable(`CV de ${data.nombre}`),
      Author: printable(data.academia),
      Subject: 'CV de la plataforma',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN;
  /** Starts a new page when a block of this height would not fit on this one. */
  const keep = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  const text = (value: string, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(printable(value), { width, ...options });

  doc.font('Helvetica-Bold').fontSize(22).fillColor(INK);
  text(data.nombre, { align: 'left' });
  const actual = [data.empleo_actual, data.empresa].filter((s) => s.trim() !== '').join(' · ');
  if (actual) {
    doc.font('Helvetica').fontSize(12).fillColor(MUTED);
    text(actual);
  }
  doc.moveDown(0.3).font('Helvetica').fontSize(10).fillColor(INK);
  text(`Correo electrónico: ${data.email}`);
  if (data.celular.trim()) text(`Teléfono: ${data.celular}`);
  doc.moveDown(0.3).fontSize(9).fillColor(MUTED);
  text(`CV generado por ${data.academia} el ${fechaLarga(data.generado)}.`);

  const heading = (title: string) => {
    keep(60);
    doc.moveDown(1).font('Helvetica-Bold').fontSize(13).fillColor(ACCENT);
    text(title);
    const y = doc.y + 2;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.7)
      .stroke(ACCENT);
    doc.y = y + 6;
  };
  /** A title line, then muted details, then an optional paragraph: kept together when short. */
  const entry = (title: string, details: string[], body = '') => {
    keep(40);
    doc.font('Helvetica-Bold').fontSize(11).fillColor(INK);
    text(title);
    const line = details.filter((d) => d.trim() !== '').join(' · ');
    if (line) {
      doc.font('Helvetica').fontSize(10).fillColor(MUTED);
      text(line);
    }
    if (body.trim()) {
      doc.font('Helvetica').fontSize(10).fillColor(INK);
      text(body);
    }
    doc.moveDown(0.5);
  };

  if (data.certificados.length > 0) {
    heading(`Certificados de ${data.academia}`);
    doc.font('Helvetica').fontSize(9).fillColor(MUTED);
    text('Cada certificado puede verificarse en su enlace o con su código QR.');
    doc.moveDown(0.5);
    data.certificados.forEach((cert, i) => {
      keep(QR_SIZE + 10);
      const top = doc.y;
      const textWidth = width - QR_SIZE - 12;
      const qr = qrs[i];
      if (qr) doc.image(qr, left + width - QR_SIZE, top, { width: QR_SIZE, height: QR_SIZE });
      doc.font('Helvetica-Bold').fontSize(11).fillColor(INK);
      text(cert.curso, { width: textWidth });
      doc.font('Helvetica').fontSize(10).fillColor(MUTED);
      text(`Fecha: ${fechaLarga(cert.fecha_reconocimiento)}`, { width: textWidth });
      text(`Código: ${cert.unique_id}`, { width: textWidth });
      doc.fillColor(ACCENT);
      text(cert.url, { width: textWidth, link: cert.url, underline: true });
      doc.y = Math.max(doc.y, top + QR_SIZE) + 10;
      doc.x = left;
    });
  }

  if (data.puestos.length > 0) {
    heading('Experiencia laboral');
    for (const p of data.puestos) {
      entry(p.puesto, [p.empresa, periodoCv(p.fecha_inicio, p.fecha_fin) ?? ''], p.descripcion);
    }
  }
  if (data.programas.length > 0) {
    heading('Educación');
    for (const p of data.programas) {
      entry(p.programa, [p.institucion, periodoCv(p.fecha_inicio, p.fecha_fin) ?? '']);
    }
  }
  if (data.certificaciones.length > 0) {
    heading('Certificaciones');
    for (const c of data.certificaciones) {
      entry(c.nombre, [c.institucion, c.fecha ? fechaLarga(c.fecha) : '', c.url ?? '']);
    }
  }
  if (data.idiomas.length > 0) {
    heading('Idiomas');
    doc.font('Helvetica').fontSize(10).fillColor(INK);
    text(
      data.idiomas.map((i) => (i.nivel.trim() ? `${i.idioma} (${i.nivel})` : i.idioma)).join(' · '),
    );
  }
  if (data.habilidades.length > 0) {
    heading('Habilidades');
    doc.font('Helvetica').fontSize(10).fillColor(INK);
    text(
      data.habilidades
        .map((h) => (h.nivel ? `${h.habilidad} (${h.nivel}/5)` : h.habilidad))
        .join(' · '),
    );
  }

  doc.end();
  return done;
}
