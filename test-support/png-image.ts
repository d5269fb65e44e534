import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BYTES_PER_PIXEL = 3;

/**
 * Encodes 8-bit RGB pixels (row by row, no padding) as a PNG. Enough for the demo covers
 * (scripts/demo-media/course-cover.ts) and the tests' images, without an image library. Rows use the Sub filter: generated images are mostly smooth
 * gradients, which it turns into runs of tiny numbers that deflate well.
 */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const stride = width * BYTES_PER_PIXEL;
  if (rgb.length !== stride * height)
    throw new Error(`expected ${stride * height} bytes of RGB, got ${rgb.length}`);
  const filtered = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    const out = y * (stride + 1);
    filtered[out] = 1;
    for (let i = 0; i < stride; i++) {
      const left = i >= BYTES_PER_PIXEL ? rgb[row + i - BYTES_PER_PIXEL] : 0;
      filtered[out + 1 + i] = (rgb[row + i] - left) & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour RGB
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(filtered)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
