import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import { PLAIN_TEXT } from './upload-kinds';

/** Enough of the start of a file for `file-type` to recognise every type we accept. */
export const SNIFF_BYTES = 4100;

/** What a file whose bytes open like HTML, SVG or XML is reported as; no kind accepts it. */
export const MARKUP = 'text/html';

/** Detected from the first bytes, a ZIP may still be an Office document. */
export const ZIP = 'application/zip';

/** After an optional UTF-8 byte order mark and white space, a tag, comment or declaration. */
const MARKUP_START = /^(?:\uFEFF)?\s*<[!?/a-z]/i;

function isUtf8Text(head: Buffer): boolean {
  if (head.includes(0)) return false;
  try {
    // `stream: true` lets the sample end inside a multi-byte character.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * The type the first bytes of a file show: `file-type`'s answer, `text/html` for markup,
 * `text/plain` for UTF-8 text, or undefined when nothing is recognised.
 */
export async function detectFromHead(head: Buffer): Promise<string | undefined> {
  const found = await fileTypeFromBuffer(head);
  if (found) return found.mime === 'application/xml' ? MARKUP : found.mime;
  if (!isUtf8Text(head)) return undefined;
  return MARKUP_START.test(head.toString('utf8')) ? MARKUP : PLAIN_TEXT;
}

/**
 * Office documents are ZIP archives that `file-type` tells apart by their entries, which may
 * lie beyond the first bytes: a ZIP is looked at again in the complete file.
 */
export async function refineFromFile(detected: string | undefined, file: string) {
  if (detected !== ZIP) return detected;
  return (await fileTypeFromFile(file))?.mime ?? detected;
}
