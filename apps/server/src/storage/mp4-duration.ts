import type { Storage } from './storage';

/** Reads `length` bytes from `offset` (fewer at the end of the file). */
export type ByteReader = (offset: number, length: number) => Promise<Buffer>;

/** Boxes looked at before giving up on a file that never says its duration. */
const MAX_BOXES = 1000;
const HEADER_BYTES = 16;
/** mvhd's version, flags and the fields up to its duration in version 1, the longer layout. */
const MVHD_BYTES = 4 + 8 + 8 + 4 + 8;
/** A 32-bit duration of all ones means 'unknown' (ISO/IEC 14496-12). */
const UNKNOWN_DURATION_32 = 0xffffffff;

interface BoxHeader {
  type: string;
  /** where the box's content starts */
  contentStart: number;
  end: number;
}

async function boxAt(read: ByteReader, offset: number, limit: number): Promise<BoxHeader | null> {
  if (offset + 8 > limit) return null;
  const bytes = await read(offset, HEADER_BYTES);
  if (bytes.length < 8) return null;
  const size32 = bytes.readUInt32BE(0);
  const type = bytes.toString('latin1', 4, 8);
  let size = size32;
  let headerBytes = 8;
  if (size32 === 1) {
    if (bytes.length < 16) return null;
    size = Number(bytes.readBigUInt64BE(8));
    headerBytes = 16;
  } else if (size32 === 0) {
    size = limit - offset;
  }
  if (size < headerBytes || offset + size > limit) return null;
  return { type, contentStart: offset + headerBytes, end: offset + size };
}

/** The first child box of `type` between `start` and `end`, looking at box headers only. */
async function findBox(
  read: ByteReader,
  type: string,
  start: number,
  end: number,
): Promise<BoxHeader | null> {
  let offset = start;
  for (let count = 0; count < MAX_BOXES; count += 1) {
    const box = await boxAt(read, offset, end);
    if (!box) return null;
    if (box.type === type) return box;
    offset = box.end;
  }
  return null;
}

/**
 * An MP4's duration in seconds, from the movie header (moov → mvhd: timescale and duration),
 * wherever the moov box sits (before or after the media data). Only box headers and the mvhd
 * are read, a few small reads whatever the file's size. Null when the file does not say.
 */
export async function readMp4Duration(read: ByteReader, fileSize: number): Promise<number | null> {
  const moov = await findBox(read, 'moov', 0, fileSize);
  if (!moov) return null;
  const mvhd = await findBox(read, 'mvhd', moov.contentStart, moov.end);
  if (!mvhd) return null;
  const header = await read(mvhd.contentStart, Math.min(MVHD_BYTES, mvhd.end - mvhd.contentStart));
  const version = header[0];
  let timescale: number;
  let duration: number;
  if (version === 0 && header.length >= 20) {
    timescale = header.readUInt32BE(12);
    duration = header.readUInt32BE(16);
    if (duration === UNKNOWN_DURATION_32) return null;
  } else if (version === 1 && header.length >= MVHD_BYTES) {
    timescale = header.readUInt32BE(20);
    duration = Number(header.readBigUInt64BE(24));
  } else {
    return null;
  }
  if (timescale === 0 || duration === 0) return null;
  const seconds = Math.round((duration / timescale) * 100) / 100;
  return seconds > 0 && Number.isFinite(seconds) ? seconds : null;
}

/** The duration of a stored MP4, read with range requests; null when it cannot be read or says none. */
export async function storedMp4Duration(storage: Storage, key: string): Promise<number | null> {
  const info = await storage.head(key);
  if (!info) return null;
  const read: ByteReader = async (offset, length) => {
    const end = Math.min(offset + length, info.size) - 1;
    if (end < offset) return Buffer.alloc(0);
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.read(key, { start: offset, end })) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  return readMp4Duration(read, info.size);
}
