import type { UploadKind } from '@academia/contract/core/call';

export type Visibility = 'public' | 'private';

/** The type `file-type` reports for text, which it cannot detect: we check it ourselves. */
export const PLAIN_TEXT = 'text/plain';

/** One type a kind accepts: what the bytes must say, and how the stored file is named. */
export interface AcceptedType {
  /** The MIME type detected from the content (`file-type`'s answer, or `text/plain`). */
  detected: string;
  /** The MIME type the file is stored and served as. */
  mime: string;
  /** The extension given to the stored file. */
  ext: string;
  /** Extensions a client's file name may carry for this type. */
  names: readonly string[];
}

export interface UploadKindRule {
  maxBytes: number;
  /** Spanish, after "no es": what a file of this kind must be. */
  expected: string;
  /** Spanish, after "para": the kind in a size-limit message. */
  noun: string;
  types: readonly AcceptedType[];
  /** Where a call's files of this kind go when its field names no folder. */
  defaultFolder: string;
  /** Every kind may be stored in either area; a field marked `private` (a CV) overrides this. */
  defaultVisibility: Visibility;
}

const MB = 1024 * 1024;

/**
 * The most pixels an uploaded image may declare. A few kilobytes can declare 50 000 × 50 000
 * pixels (an image bomb) that would take gigabytes to decode, here or in a visitor's browser.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

const JPEG: AcceptedType = {
  detected: 'image/jpeg',
  mime: 'image/jpeg',
  ext: 'jpg',
  names: ['jpg', 'jpeg', 'jpe', 'jfif'],
};
const PNG: AcceptedType = { detected: 'image/png', mime: 'image/png', ext: 'png', names: ['png'] };
const GIF: AcceptedType = { detected: 'image/gif', mime: 'image/gif', ext: 'gif', names: ['gif'] };
const WEBP: AcceptedType = {
  detected: 'image/webp',
  mime: 'image/webp',
  ext: 'webp',
  names: ['webp'],
};
const PDF: AcceptedType = {
  detected: 'application/pdf',
  mime: 'application/pdf',
  ext: 'pdf',
  names: ['pdf'],
};

const IMAGES = [JPEG, PNG, GIF, WEBP];

/** The old binary Office formats share one container (CFB); only the name tells them apart. */
const CFB = 'application/x-cfb';
const OPEN_XML = 'application/vnd.openxmlformats-officedocument';

const OFFICE: readonly AcceptedType[] = [
  {
    detected: `${OPEN_XML}.wordprocessingml.document`,
    mime: `${OPEN_XML}.wordprocessingml.document`,
    ext: 'docx',
    names: ['docx'],
  },
  {
    detected: `${OPEN_XML}.spreadsheetml.sheet`,
    mime: `${OPEN_XML}.spreadsheetml.sheet`,
    ext: 'xlsx',
    names: ['xlsx'],
  },
  {
    detected: `${OPEN_XML}.presentationml.presentation`,
    mime: `${OPEN_XML}.presentationml.presentation`,
    ext: 'pptx',
    names: ['pptx'],
  },
  { detected: CFB, mime: 'application/msword', ext: 'doc', names: ['doc'] },
  { detected: CFB, mime: 'application/vnd.ms-excel', ext: 'xls', names: ['xls'] },
  { detected: CFB, mime: 'application/vnd.ms-powerpoint', ext: 'ppt', names: ['ppt'] },
];

export const UPLOAD_KINDS: Readonly<Record<UploadKind, UploadKindRule>> = {
  image: {
    maxBytes: 10 * MB,
    expected: 'una imagen JPEG, PNG, GIF o WebP',
    noun: 'imágenes',
    types: IMAGES,
    defaultFolder: 'imagenes',
    defaultVisibility: 'public',
  },
  video: {
    maxBytes: 5 * 1024 * MB,
    expected: 'un video MP4, WebM o MOV',
    noun: 'videos',
    types: [
      { detected: 'video/mp4', mime: 'video/mp4', ext: 'mp4', names: ['mp4', 'm4v'] },
      { detected: 'video/webm', mime: 'video/webm', ext: 'webm', names: ['webm'] },
      { detected: 'video/quicktime', mime: 'video/quicktime', ext: 'mov', names: ['mov', 'qt'] },
    ],
    defaultFolder: 'videos',
    defaultVisibility: 'public',
  },
  pdf: {
    maxBytes: 20 * MB,
    expected: 'un PDF',
    noun: 'documentos PDF',
    types: [PDF],
    defaultFolder: 'documentos',
    defaultVisibility: 'public',
  },
  material: {
    maxBytes: 100 * MB,
    expected: 'un material admitido (PDF, Word, Excel, PowerPoint, imagen, ZIP o texto)',
    noun: 'materiales',
    types: [
      PDF,
      ...OFFICE,
      ...IMAGES,
      { detected: 'application/zip', mime: 'application/zip', ext: 'zip', names: ['zip'] },
      { detected: PLAIN_TEXT, mime: PLAIN_TEXT, ext: 'txt', names: ['txt'] },
    ],
    defaultFolder: 'materiales',
    defaultVisibility: 'public',
  },
};

/**
 * Names that would make a browser run the file (stored XSS): refused whatever the bytes say,
 * so a harmless-looking text can never be handed back under such a name.
 */
const MARKUP_NAMES = new Set([
  'html',
  'htm',
  'xhtml',
  'xht',
  'shtml',
  'mht',
  'mhtml',
  'svg',
  'svgz',
  'xml',
  'xsl',
  'xslt',
]);

/** Every extension some accepted type claims: such a name must agree with the bytes. */
const KNOWN_NAMES = new Set(
  Object.values(UPLOAD_KINDS).flatMap((rule) => rule.types.flatMap((type) => type.names)),
);

/** The lower-case extension of a file name, or undefined. */
export function extensionOf(name: string | undefined): string | undefined {
  const match = name ? /\.([^./]+)$/.exec(name) : null;
  return match?.[1]?.toLowerCase();
}

export type TypeDecision =
  | { ok: true; type: AcceptedType }
  | { ok: false; reason: 'markup-name' | 'not-accepted' | 'name-mismatch' };

/**
 * Decides a file's stored type from what its bytes say (`detected`, undefined when nothing was
 * recognised and the content is not plain text) and the name the client gave. The name never
 * chooses the type; it can only disagree with it, and then the file is refused.
 */
export function decideType(
  kind: UploadKind,
  detected: string | undefined,
  originalName: string | undefined,
): TypeDecision {
  const ext = extensionOf(originalName);
  if (ext && MARKUP_NAMES.has(ext)) return { ok: false, reason: 'markup-name' };
  const candidates = UPLOAD_KINDS[kind].types.filter((type) => type.detected === detected);
  if (candidates.length === 0) return { ok: false, reason: 'not-accepted' };
  const named = ext ? candidates.find((type) => type.names.includes(ext)) : undefined;
  if (named) return { ok: true, type: named };
  if (ext && KNOWN_NAMES.has(ext)) return { ok: false, reason: 'name-mismatch' };
  // Plain text may carry any other name (notas.sql, ejemplo.py); a CFB file needs its name.
  const [only] = candidates;
  return candidates.length === 1 && only
    ? { ok: true, type: only }
    : { ok: false, reason: 'not-accepted' };
}

/** The largest size any of these kinds accepts. */
export function largestLimit(kinds: Iterable<UploadKind>): number {
  let largest = 0;
  for (const kind of kinds) largest = Math.max(largest, UPLOAD_KINDS[kind].maxBytes);
  return largest;
}

/** "10 MB", "5 GB": a limit as a person reads it. */
export function formatLimit(bytes: number): string {
  return bytes >= 1024 * MB && bytes % (1024 * MB) === 0
    ? `${bytes / (1024 * MB)} GB`
    : `${Math.round(bytes / MB)} MB`;
}
