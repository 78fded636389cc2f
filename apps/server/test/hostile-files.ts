import zlib from 'node:zlib';
import sharp from 'sharp';
import * as sample from './sample-files';

/** Files an attacker uploads: each says what it claims to be and what it really is. */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A well-formed PNG of a few dozen bytes whose header declares `width` × `height` pixels. */
export function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(4096))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A GIF of 35 bytes whose screen and only frame declare `width` × `height` pixels. */
export function gifBomb(width: number, height: number): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt16LE(width, 0);
  size.writeUInt16LE(height, 2);
  return Buffer.concat([
    Buffer.from('GIF89a'),
    size,
    Buffer.from('800000000000ffffff', 'hex'),
    Buffer.from([0x2c, 0, 0, 0, 0]),
    size,
    Buffer.from('000202440100', 'hex'),
    Buffer.from([0x3b]),
  ]);
}

/** An 8 × 8 picture whose header is rewritten to declare `width` × `height` pixels. */
async function patched(format: 'jpeg' | 'webp', width: number, height: number): Promise<Buffer> {
  const small = sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } });
  const bytes = await (format === 'jpeg' ? small.jpeg() : small.webp()).toBuffer();
  if (format === 'jpeg') {
    // Baseline start of frame: FF C0, length, precision, then height and width (big-endian).
    const sof = bytes.indexOf(Buffer.from([0xff, 0xc0]));
    bytes.writeUInt16BE(height, sof + 5);
    bytes.writeUInt16BE(width, sof + 7);
  } else {
    // VP8 key frame: start code 9D 01 2A, then width and height (14 bits, little-endian).
    const start = bytes.indexOf(Buffer.from([0x9d, 0x01, 0x2a]));
    bytes.writeUInt16LE(width, start + 3);
    bytes.writeUInt16LE(height, start + 5);
  }
  return bytes;
}

/** Small, well-formed images whose headers declare far more pixels than any page needs. */
export async function imageBombs(): Promise<{ what: string; bytes: Buffer; name: string }[]> {
  return [
    { what: 'PNG of 50 000 × 50 000 pixels', bytes: pngBomb(50_000, 50_000), name: 'b.png' },
    { what: 'GIF of 50 000 × 50 000 pixels', bytes: gifBomb(50_000, 50_000), name: 'b.gif' },
    {
      what: 'JPEG of 50 000 × 50 000 pixels',
      bytes: await patched('jpeg', 50_000, 50_000),
      name: 'b.jpg',
    },
    {
      what: 'WebP of 16 383 × 16 383 pixels',
      bytes: await patched('webp', 16_383, 16_383),
      name: 'b.webp',
    },
  ];
}

const PHP = Buffer.from('<?php system($_GET["c"]); ?>\n');
const JS = Buffer.from('fetch("/api/getAlumnos/").then((r) => r.text()).then(alert);\n');
const ELF = Buffer.concat([Buffer.from('7f454c46020101', 'hex'), Buffer.alloc(256)]);
const WINDOWS_EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(256)]);
const HTML_AFTER_BOM = Buffer.concat([
  Buffer.from('efbbbf', 'hex'),
  Buffer.from('\n  <!doctype html><script>alert(1)</script>'),
]);
const XHTML = Buffer.from(
  '<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>',
);

/** Uploads whose content is not what their name or field says: every one must be refused. */
export const SPOOFED: readonly { what: string; bytes: Buffer; name: string }[] = [
  { what: 'HTML named .jpg', bytes: sample.html, name: 'foto.jpg' },
  { what: 'SVG with a script named .png', bytes: sample.svg, name: 'logo.png' },
  { what: 'PHP named .jpg', bytes: PHP, name: 'shell.jpg' },
  { what: 'PHP named .php.jpg', bytes: PHP, name: 'shell.php.jpg' },
  { what: 'JavaScript named .gif', bytes: JS, name: 'anim.gif' },
  { what: 'an ELF binary named .png', bytes: ELF, name: 'imagen.png' },
  { what: 'a Windows program named .jpg', bytes: WINDOWS_EXE, name: 'foto.jpg' },
  { what: 'HTML after a byte order mark named .webp', bytes: HTML_AFTER_BOM, name: 'a.webp' },
  { what: 'XHTML named .jpeg', bytes: XHTML, name: 'a.jpeg' },
  { what: 'a real PNG named .html', bytes: sample.png, name: 'pagina.html' },
  { what: 'a real PNG named .svg', bytes: sample.png, name: 'logo.svg' },
  { what: 'a real PNG named .png + NUL + .html', bytes: sample.png, name: 'foto.png\u0000.html' },
  { what: 'a PDF named .png', bytes: sample.pdf, name: 'foto.png' },
];

/** For a PDF field (a CV): content that is not a PDF. */
export const SPOOFED_PDF: readonly { what: string; bytes: Buffer; name: string }[] = [
  { what: 'HTML named .pdf', bytes: sample.html, name: 'cv.pdf' },
  { what: 'PHP named .pdf', bytes: PHP, name: 'cv.pdf' },
  { what: 'JavaScript named .pdf', bytes: JS, name: 'cv.pdf' },
  { what: 'a Windows program named .pdf', bytes: WINDOWS_EXE, name: 'cv.pdf' },
  { what: 'SVG named .pdf', bytes: sample.svg, name: 'cv.pdf' },
  { what: 'a PNG named .pdf', bytes: sample.png, name: 'cv.pdf' },
];

/** For a video field: content that is not a video. */
export const SPOOFED_VIDEO: readonly { what: string; bytes: Buffer; name: string }[] = [
  { what: 'JavaScript named .mp4', bytes: JS, name: 'clase.mp4' },
  { what: 'HTML named .mp4', bytes: sample.html, name: 'clase.mp4' },
  { what: 'PHP named .webm', bytes: PHP, name: 'clase.webm' },
  { what: 'a PDF named .mov', bytes: sample.pdf, name: 'clase.mov' },
];

/**
 * Polyglots: bytes that are a valid file of an accepted type and also read as a script or a
 * page. They may be stored, as the type their bytes open with, and must never be served as
 * anything a browser runs.
 */
export const POLYGLOTS: readonly { what: string; bytes: Buffer; name: string; mime: string }[] = [
  {
    what: 'GIF/JavaScript (GIFAR-style)',
    bytes: Buffer.concat([
      Buffer.from('GIF89a/*'),
      Buffer.from('0100010000ff003b', 'hex'),
      Buffer.from('*/=1;alert(document.domain);//<script>alert(1)</script>'),
    ]),
    name: 'polyglota.gif',
    mime: 'image/gif',
  },
  {
    what: 'PNG with HTML after its end',
    bytes: Buffer.concat([sample.png, Buffer.from('<html><script>alert(1)</script></html>')]),
    name: 'polyglota.png',
    mime: 'image/png',
  },
  {
    what: 'PDF with an HTML page inside',
    bytes: Buffer.concat([
      sample.pdf,
      Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
    ]),
    name: 'polyglota.pdf',
    mime: 'application/pdf',
  },
];

/** Client file names that try to leave the upload folder or to choose the stored name. */
export const TRAVERSAL_NAMES: readonly string[] = [
  '../../x.jpg',
  '../../../../../../tmp/x.jpg',
  '/etc/passwd.jpg',
  '..\\..\\x.jpg',
  'C:\\Windows\\System32\\x.jpg',
  '%2e%2e%2f%2e%2e%2fx.jpg',
  '....//....//x.jpg',
  'x.jpg\u0000',
  '.htaccess.jpg',
  'con.jpg',
];
