import PDFDocument from 'pdfkit';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import { newObjectKey, STORAGE_LOCATIONS, type Storage, type StorageLocation } from '../storage/storage';

/** The demo media: a committed MP4, and thumbnails and PDFs drawn at seed time. */
const FIXTURES = new URL('./fixtures/', import.meta.url);

export function demoVideo(): Promise<Buffer> {
  return readFile(new URL('demo-video.mp4', FIXTURES));
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 640×360 diagonal gradient between two colours, as a PNG (16:9 like the recommended 1280×720). */
export function gradientPng(
  from: [number, number, number],
  to: [number, number, number],
  width = 640,
  height = 360,
): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then RGB
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      for (let c = 0; c < 3; c++) row[1 + x * 3 + c] = Math.round(from[c]! + (to[c]! - from[c]!) * t);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A short reading document: a title page section and the paragraphs, in Spanish. */
export function readingPdf(title: string, course: string, paragraphs: readonly string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title, Author: 'Aula' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(10).fillColor('#475569').text(`Aula · ${course}`);
    doc.moveDown().fontSize(20).fillColor('#0f172a').text(title);
    doc.moveDown();
    for (const paragraph of paragraphs)
      doc.fontSize(11.5).fillColor('#1e293b').text(paragraph, { align: 'justify' }).moveDown();
    doc.addPage().fontSize(14).fillColor('#0f172a').text('Para reflexionar');
    doc.moveDown().fontSize(11.5).fillColor('#1e293b');
    doc.text('1. ¿Qué práctica de este documento aplicarías mañana en tu servicio?');
    doc.text('2. ¿Qué barrera encontrarías y cómo la resolverías con tu equipo?');
    doc.text('3. ¿Qué indicador te permitiría saber si el cambio funcionó?');
    doc.end();
  });
}

/** Files stored by the seed, so that they can be removed if the seed's transaction fails. */
export class SeedFiles {
  readonly keys: string[] = [];

  constructor(private readonly storage: Storage) {}

  async store(
    location: StorageLocation,
    extension: string,
    contentType: string,
    bytes: Buffer,
  ): Promise<string> {
    const key = newObjectKey(location, extension);
    await this.storage.put(key, Readable.from([bytes]), contentType);
    this.keys.push(key);
    return key;
  }

  storeVideo(bytes: Buffer) {
    return this.store(STORAGE_LOCATIONS.videos, 'mp4', 'video/mp4', bytes);
  }

  storePdf(bytes: Buffer) {
    return this.store(STORAGE_LOCATIONS.documents, 'pdf', 'application/pdf', bytes);
  }

  storeThumbnail(bytes: Buffer) {
    return this.store(STORAGE_LOCATIONS.courseImages, 'png', 'image/png', bytes);
  }

  async removeAll() {
    await Promise.all(this.keys.map((key) => this.storage.delete(key).catch(() => {})));
  }
}
