import jsQR from 'jsqr';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

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

/**
 * What a person reads in a PDF the server rendered: every page's text (runs of white space as
 * one space), each image the pages draw, the QR codes among them decoded, and the page count.
 */
export async function readPdf(pdf: Buffer) {
  const doc = await getDocument({
    data: new Uint8Array(pdf),
    isOffscreenCanvasSupported: false,
    useSystemFonts: false,
    // Text is read from the content stream; the missing standard font files only matter to
    // drawing, so their warning is noise here.
    verbosity: 0,
  }).promise;
  let text = '';
  let images = 0;
  const qrs: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    text += ` ${(await page.getTextContent()).items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ')}`;
    const ops = await page.getOperatorList();
    for (let i = 0; i < ops.fnArray.length; i++) {
      if (ops.fnArray[i] !== OPS.paintImageXObject) continue;
      const name = (ops.argsArray[i] as [string])[0];
      const image = await new Promise<ImageData>((resolve) => page.objs.get(name, resolve));
      images++;
      const decoded = jsQR(toRgba(image), image.width, image.height);
      if (decoded) qrs.push(decoded.data);
    }
  }
  const pages = doc.numPages;
  await doc.destroy();
  return { text: text.replace(/\s+/g, ' ').trim(), images, qrs, pages };
}
