import { Readable } from 'node:stream';

/** Small files whose first bytes are what real files of each type start with. */

/** A real 1×1 PNG. */
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const jpeg = Buffer.concat([
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  Buffer.alloc(64),
  Buffer.from('ffd9', 'hex'),
]);
export const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.from('0100010000ff003b', 'hex')]);
export const webp = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from('24000000', 'hex'),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(32),
]);
export const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n',
);
export const mp4 = Buffer.concat([
  Buffer.from('00000018', 'hex'),
  Buffer.from('ftypisom'),
  Buffer.from('00000200', 'hex'),
  Buffer.from('isomiso2'),
  Buffer.alloc(256),
]);
export const html = Buffer.from(
  '<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>\n',
);
export const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
);
export const text = Buffer.from(
  'SELECT nombre FROM cursos WHERE activo = 1;\n-- Año 2024: señal ✓\n',
);
/** The container of the old .doc/.xls/.ppt formats. */
export const cfb = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1024)]);

/** A ZIP of stored (uncompressed) entries: only local headers, which is what sniffing reads. */
export function zip(entries: readonly [name: string, content: string][]): Buffer {
  const parts: Buffer[] = [];
  for (const [name, content] of entries) {
    const nameBytes = Buffer.from(name);
    const body = Buffer.from(content);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt32LE(body.length, 18);
    header.writeUInt32LE(body.length, 22);
    header.writeUInt16LE(nameBytes.length, 26);
    parts.push(header, nameBytes, body);
  }
  return Buffer.concat(parts);
}

export const docx = zip([
  [
    '[Content_Types].xml',
    '<?xml version="1.0"?><Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  ],
  ['word/document.xml', '<w:document/>'],
]);

export function streamOf(data: Buffer): Readable {
  return Readable.from([data]);
}

/**
 * `head` followed by zeros up to `total` bytes, produced chunk by chunk from one reused
 * buffer: a file of any size without ever being in memory. `sent()` tells how much was read.
 */
export function sizedStream(head: Buffer, total: number): Readable & { sent(): number } {
  const filler = Buffer.alloc(64 * 1024);
  let sent = 0;
  const stream = new Readable({
    read() {
      if (sent >= total) {
        this.push(null);
        return;
      }
      const chunk = sent === 0 ? head : filler.subarray(0, Math.min(filler.length, total - sent));
      sent += chunk.length;
      this.push(chunk);
    },
  });
  return Object.assign(stream, { sent: () => sent });
}
