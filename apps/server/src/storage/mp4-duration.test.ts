import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readMp4Duration, type ByteReader } from './mp4-duration';

const TEST_PATTERN = fileURLToPath(
  new URL('../../../../test-support/media/test-pattern.mp4', import.meta.url),
);

/** A box: 32-bit size, type, content. */
function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** A box with a 64-bit size (size field 1). */
function largeBox(type: string, content: Buffer): Buffer {
  const header = Buffer.alloc(16);
  header.writeUInt32BE(1, 0);
  header.write(type, 4, 'latin1');
  header.writeBigUInt64BE(BigInt(16 + content.length), 8);
  return Buffer.concat([header, content]);
}

function mvhdV0(timescale: number, duration: number): Buffer {
  const content = Buffer.alloc(100);
  content.writeUInt32BE(timescale, 12);
  content.writeUInt32BE(duration, 16);
  return box('mvhd', content);
}

function mvhdV1(timescale: number, duration: bigint): Buffer {
  const content = Buffer.alloc(112);
  content[0] = 1;
  content.writeUInt32BE(timescale, 20);
  content.writeBigUInt64BE(duration, 24);
  return box('mvhd', content);
}

const ftyp = box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2mp41', 'latin1'));
const mdat = (bytes: number) => box('mdat', Buffer.alloc(bytes, 7));

/** Reads from a buffer, counting the bytes asked for. */
function readerOf(file: Buffer) {
  const reads: number[] = [];
  const read: ByteReader = async (offset, length) => {
    reads.push(length);
    return file.subarray(offset, offset + length);
  };
  return { read, reads };
}

const durationOf = (file: Buffer) => readMp4Duration(readerOf(file).read, file.length);

describe('readMp4Duration', () => {
  it('reads the test pattern: 10 s', async () => {
    expect(await durationOf(await readFile(TEST_PATTERN))).toBe(10);
  });

  it('finds the movie header after the media data, reading only box headers on the way', async () => {
    const file = Buffer.concat([ftyp, mdat(2_000_000), box('moov', mvhdV0(600, 600 * 754.5))]);
    const { read, reads } = readerOf(file);
    expect(await readMp4Duration(read, file.length)).toBe(754.5);
    expect(reads.reduce((sum, length) => sum + length, 0)).toBeLessThan(200);
  });

  it('reads version 1 headers and 64-bit box sizes', async () => {
    const file = Buffer.concat([ftyp, largeBox('moov', mvhdV1(90_000, 90_000n * 3_600n))]);
    expect(await durationOf(file)).toBe(3600);
  });

  it('answers null when the file says no duration', async () => {
    expect(await durationOf(Buffer.concat([ftyp, mdat(100)]))).toBeNull();
    expect(await durationOf(Buffer.concat([ftyp, box('moov', box('trak'))]))).toBeNull();
    expect(await durationOf(Buffer.concat([ftyp, box('moov', mvhdV0(1000, 0xffffffff))]))).toBeNull();
    expect(await durationOf(Buffer.concat([ftyp, box('moov', mvhdV0(0, 5000))]))).toBeNull();
    // A box claiming more than the file holds.
    const truncated = Buffer.concat([ftyp, box('moov', mvhdV0(1000, 5000))]).subarray(0, 60);
    expect(await durationOf(truncated)).toBeNull();
  });
});
