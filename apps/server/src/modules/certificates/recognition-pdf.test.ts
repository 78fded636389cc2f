import { DECLARACION_PDF } from '@academia/contract/certificates/certificate-statement';
import jsQR from 'jsqr';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { renderRecognitionPdf } from './recognition-pdf';

const data = {
  academia: 'Academia de Pruebas',
  alumno: 'María José Núñez',
  curso: 'Ciencia de Datos con Python',
  horas_curso: 120,
  declaracion: DECLARACION_PDF.curso_y_evaluaciones,
  fecha_reconocimiento: '2026-11-20',
  unique_id: '3f0c2a4e-7d1b-4c1e-9a55-0b2d6f3e9c71',
  url: 'https://academia.example/public/certificado-digital/3f0c2a4e-7d1b-4c1e-9a55-0b2d6f3e9c71/ciencia-de-datos',
};

interface ImageData {
  width: number;
  height: number;
  data: Uint8ClampedArray;
  kind: number;
}

/** pdf.js gives images as RGB (kind 2) or RGBA (kind 3); jsQR wants RGBA. */
function toRgba(image: ImageData): Uint8ClampedArray {
  if (image.kind === 3) return image.data;
  const out = new Uint8ClampedArray(image.width * image.height * 4);
  for (let i = 0, j = 0; i < image.data.length; i += 3, j += 4) {
    out[j] = image.data[i] ?? 0;
    out[j + 1] = image.data[i + 1] ?? 0;
    out[j + 2] = image.data[i + 2] ?? 0;
    out[j + 3] = 255;
  }
  return out;
}

async function readPdf(pdf: Buffer) {
  const doc = await getDocument({
    data: new Uint8Array(pdf),
    isOffscreenCanvasSupported: false,
    useSystemFonts: false,
    // Text is read from the content stream; the missing standard font files only matter to
    // drawing, so their warning is noise here.
    verbosity: 0,
  }).promise;
  const page = await doc.getPage(1);
  const text = (await page.getTextContent()).items
    .map((item) => ('str' in item ? item.str : ''))
    .join(' ')
    .replace(/\s+/g, ' ');
  const ops = await page.getOperatorList();
  const images: ImageData[] = [];
  for (let i = 0; i < ops.fnArray.length; i++) {
    if (ops.fnArray[i] !== OPS.paintImageXObject) continue;
    const name = (ops.argsArray[i] as [string])[0];
    images.push(await new Promise<ImageData>((resolve) => page.objs.get(name, resolve)));
  }
  await doc.destroy();
  return { text, images, pages: doc.numPages };
}

describe('the recognition PDF', () => {
  it('prints the academy, course, student, date, hours, statement, code and link', async () => {
    const { text, pages } = await readPdf(await renderRecognitionPdf(data));
    expect(pages).toBe(1);
    for (const expected of [
      'Academia de Pruebas',
      'Reconocimiento',
      'María José Núñez',
      'Ciencia de Datos con Python',
      '120 horas',
      '20 de noviembre de 2026',
      DECLARACION_PDF.curso_y_evaluaciones,
      data.unique_id,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text.replace(/ /g, '')).toContain(data.url);
  });

  it("claims no exams for a certificate issued by an administrator's reason", async () => {
    const { text } = await readPdf(
      await renderRecognitionPdf({ ...data, declaracion: DECLARACION_PDF.reconocimiento }),
    );
    expect(text).toContain(DECLARACION_PDF.reconocimiento);
    expect(text).not.toMatch(/examen|aprob/i);
  });

  it('carries a QR code that opens the public page', async () => {
    const { images } = await readPdf(await renderRecognitionPdf(data));
    expect(images).toHaveLength(1);
    const [qr] = images as [ImageData];
    const decoded = jsQR(toRgba(qr), qr.width, qr.height);
    expect(decoded?.data).toBe(data.url);
  });
});
