// Real files for the demo data, built in code: PNG and SVG images, a small valid PDF, CSV and TXT documents.
import { deflateSync } from 'node:zlib';
import { escapeHtml } from '../html';

/** A file ready to be stored as an attachment. */
export interface BuiltFile {
  /** Name without extension. */
  name: string;
  /** Extension in lower case, without the dot. */
  extension: string;
  /** MIME type. */
  mime: string;
  /** The bytes. */
  bytes: Buffer;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

type Rgb = readonly [number, number, number];

/**
 * A 320×180 PNG: a diagonal gradient between two colours with a band of soft stripes, different for every
 * seed value (news images).
 */
export function gradientPng(from: Rgb, to: Rgb, variant: number, width = 320, height = 180): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      const stripe = Math.sin((x + y * (1 + (variant % 3))) / (6 + (variant % 7))) > 0.6 && y > height * 0.55 ? 24 : 0;
      for (let c = 0; c < 3; c++) {
        raw[row + 1 + x * 3 + c] = Math.min(255, Math.round(from[c]! + (to[c]! - from[c]!) * t) + stripe);
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A square SVG badge with initials (supplier and member logos, gallery images). */
export function badgeSvg(text: string, background: string, foreground = '#ffffff'): Buffer {
  const initials = text
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img" aria-label="${escapeHtml(text)}">` +
      `<rect width="160" height="160" rx="24" fill="${background}"/>` +
      `<text x="80" y="98" font-family="Arial, sans-serif" font-size="56" font-weight="700" text-anchor="middle" fill="${foreground}">${escapeHtml(initials)}</text>` +
      '</svg>',
    'utf8',
  );
}

function pdfText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
}

/** A one-page A4 PDF (PDF 1.4, Helvetica, WinAnsi) with a title and lines of text; valid xref table. */
export function simplePdf(title: string, lines: readonly string[]): Buffer {
  const content = [
    'BT',
    '/F1 18 Tf',
    '56 780 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 11 Tf',
    '0 -28 Td',
    ...lines.flatMap((l) => [`(${pdfText(l)}) Tj`, '0 -16 Td']),
    'ET',
  ].join('\n');
  const contentBytes = Buffer.from(content, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${contentBytes.length} >>\nstream\n${content}\nendstream`,
    `<< /Title (${pdfText(title)}) /Producer (Portal Socios) >>`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A CSV document the way the group's files are: UTF-8 with BOM, ';' separated, CRLF lines. */
export function csvFile(rows: readonly (readonly (string | number)[])[]): Buffer {
  const text = rows.map((r) => r.map((c) => (typeof c === 'number' ? String(c).replace('.', ',') : c)).join(';')).join('\r\n');
  return Buffer.from(`\ufeff${text}\r\n`, 'utf8');
}

/** A plain-text document (UTF-8). */
export function textFile(lines: readonly string[]): Buffer {
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}
