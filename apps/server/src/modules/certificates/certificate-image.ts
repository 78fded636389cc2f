import { fechaLarga } from '@academia/contract/core/long-date';
import sharp from 'sharp';
import type { RecognitionData } from './recognition-pdf';

/** The Open Graph size: what professional networks show as a link's preview. */
export const IMAGE_WIDTH = 1200;
export const IMAGE_HEIGHT = 630;

function xml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
}

/** Long names shrink instead of running off the card. */
function fontSize(text: string, base: number, fitsAt: number): number {
  return text.length <= fitsAt ? base : Math.max(20, Math.floor((base * fitsAt) / text.length));
}

/**
 * The certificate's picture (PNG, 1200×630): the public page shows it and link previews use it.
 * Drawn from SVG with sharp; the text uses the system's sans-serif font.
 */
export async function renderCertificateImage(data: RecognitionData): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}">
  <rect width="100%" height="100%" fill="#ffffff"/>
  <rect x="18" y="18" width="${IMAGE_WIDTH - 36}" height="${IMAGE_HEIGHT - 36}" fill="none" stroke="#1c7ed6" stroke-width="6"/>
  <rect x="32" y="32" width="${IMAGE_WIDTH - 64}" height="${IMAGE_HEIGHT - 64}" fill="none" stroke="#1c7ed6" stroke-width="1.5"/>
  <g font-family="DejaVu Sans, Helvetica, Arial, sans-serif" text-anchor="middle" fill="#1f2937">
    <text x="600" y="105" font-size="34" font-weight="bold" fill="#1c7ed6">${xml(data.academia)}</text>
    <text x="600" y="175" font-size="54" font-weight="bold">Certificado Digital</text>
    <text x="600" y="240" font-size="26" fill="#4b5563">Se otorga a</text>
    <text x="600" y="310" font-size="${fontSize(data.alumno, 50, 34)}" font-weight="bold">${xml(data.alumno)}</text>
    <text x="600" y="370" font-size="26" fill="#4b5563">por el curso</text>
    <text x="600" y="430" font-size="${fontSize(data.curso, 40, 44)}" font-weight="bold" fill="#1c7ed6">${xml(data.curso)}</text>
    <text x="600" y="500" font-size="24">${data.horas_curso} horas · ${xml(fechaLarga(data.fecha_reconocimiento))}</text>
    <text x="600" y="565" font-size="18" fill="#4b5563">Código: ${xml(data.unique_id)}</text>
  </g>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
