import { deflateSync } from 'node:zlib';

/** CRC-32 (IEEE) of a PNG chunk's type and data. */
function crc32(bytes: Uint8Array): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** Encodes RGB pixels (row-major, 3 bytes a pixel) as a PNG file (8-bit truecolour, no filter). */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0;
    Buffer.from(rgb.buffer, rgb.byteOffset + y * width * 3, width * 3).copy(raw, y * (width * 3 + 1) + 1);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

type Rgb = [number, number, number];
const PALETTES: { sky: Rgb; ground: Rgb; wall: Rgb }[] = [
  { sky: [120, 180, 235], ground: [96, 150, 70], wall: [200, 120, 90] },
  { sky: [240, 170, 120], ground: [130, 110, 40], wall: [90, 110, 150] },
  { sky: [100, 115, 130], ground: [40, 120, 80], wall: [220, 210, 190] },
  { sky: [160, 210, 250], ground: [180, 160, 110], wall: [150, 60, 60] },
  { sky: [70, 90, 160], ground: [60, 90, 60], wall: [230, 190, 90] },
  { sky: [200, 225, 240], ground: [110, 140, 90], wall: [120, 120, 120] },
];

/**
 * A small generated site photo (demo media; no network, no image files in the repository): a sky
 * gradient, the ground, a building with windows and the sun, in one of six palettes by `index`.
 * 160 x 120 px PNG, about 1-2 kB.
 */
export function demoSitePhoto(index: number, width = 160, height = 120): Buffer {
  const p = PALETTES[index % PALETTES.length]!;
  const px = new Uint8Array(width * height * 3);
  const horizon = Math.round(height * 0.7);
  const bx0 = Math.round(width * (0.15 + (index % 3) * 0.1));
  const bx1 = bx0 + Math.round(width * 0.35);
  const by0 = Math.round(height * (0.3 + (index % 2) * 0.1));
  const sunX = Math.round(width * 0.8);
  const sunY = Math.round(height * 0.2);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let c: Rgb;
      if (y >= horizon) c = p.ground;
      else {
        const t = y / horizon;
        c = p.sky.map((v) => Math.round(v + (255 - v) * t * 0.5)) as Rgb;
      }
      if ((x - sunX) ** 2 + (y - sunY) ** 2 < 100) c = [250, 215, 70];
      if (x >= bx0 && x < bx1 && y >= by0 && y < horizon) {
        const wx = (x - bx0) % 14;
        const wy = (y - by0) % 14;
        c = wx > 4 && wx < 11 && wy > 4 && wy < 11 && y < horizon - 10 ? [250, 240, 180] : p.wall;
      }
      px.set(c, (y * width + x) * 3);
    }
  }
  return encodePng(width, height, px);
}
