import sharp from 'sharp';
import { svgToPng } from './downloads/brand.ts';

/**
 * An .ico that holds PNG frames (supported by every browser since IE Vista-era): a 6-byte header,
 * a 16-byte directory entry per frame, then the PNG bytes.
 */
export function icoFromPngs(frames: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(frames.length, 4);
  let offset = 6 + 16 * frames.length;
  const entries = frames.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...frames.map((frame) => frame.png)]);
}

/** The logo mark on a square of the brand colour, the mark scaled to `scale` of the side. */
async function onSquare(logoMarkSvg: Buffer, size: number, scale: number, background: string): Promise<Buffer> {
  const inner = Math.round(size * scale);
  const mark = await svgToPng(logoMarkSvg, inner);
  const offset = Math.round((size - inner) / 2);
  const composed = await sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: mark, left: offset, top: offset }])
    .png()
    .toBuffer();
  // A second pass: sharp applies composite after flatten within one pipeline.
  return sharp(composed).flatten({ background }).png({ compressionLevel: 9 }).toBuffer();
}

export interface Favicons {
  ico: Buffer;
  appleTouch: Buffer;
  icon192: Buffer;
  icon512: Buffer;
  maskable512: Buffer;
}

/** Every icon the pages and the manifest link to, drawn from the one logo mark. */
export async function renderFavicons(logoMarkSvg: Buffer, brandBackground: string): Promise<Favicons> {
  const frames = await Promise.all([16, 32, 48].map(async (size) => ({ size, png: await svgToPng(logoMarkSvg, size) })));
  const [appleTouch, icon192, icon512, maskable512] = await Promise.all([
    // iOS draws its own rounded corners and shows transparency as black: fill the square.
    onSquare(logoMarkSvg, 180, 1, brandBackground),
    svgToPng(logoMarkSvg, 192),
    svgToPng(logoMarkSvg, 512),
    // Maskable icons may be cropped to a circle of 80 % of the side: keep the mark inside it.
    onSquare(logoMarkSvg, 512, 0.72, brandBackground),
  ]);
  return { ico: icoFromPngs(frames), appleTouch, icon192, icon512, maskable512 };
}
