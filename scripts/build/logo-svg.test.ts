import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { nestedLogo, withLogo, wordmarkLogo } from './logo-svg.ts';

const RED_SQUARE = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="10" height="10"><rect width="10" height="10" fill="#ff0000"/></svg>';
const WHITE_HOST = '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100"><rect width="100" height="100" fill="#ffffff"/></svg>';

async function pixel(svg: string, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

describe('the logo drawn into another SVG', () => {
  it('fills the box it is given, scaled from its own viewBox, and nothing outside it', async () => {
    const svg = withLogo(WHITE_HOST, RED_SQUARE, { x: 20, y: 30, width: 40, height: 40 });
    expect(await pixel(svg, 40, 50)).toEqual([255, 0, 0]);
    expect(await pixel(svg, 21, 31)).toEqual([255, 0, 0]);
    expect(await pixel(svg, 10, 10)).toEqual([255, 255, 255]);
    expect(await pixel(svg, 65, 50)).toEqual([255, 255, 255]);
  });

  it('takes a logo with only a width and a height, and one with an XML declaration', async () => {
    const sized = '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#ff0000"/></svg>\n';
    expect(nestedLogo(sized, { x: 0, y: 0, width: 50, height: 50 })).toContain('viewBox="0 0 10 10"');
    expect(await pixel(withLogo(WHITE_HOST, sized, { x: 0, y: 0, width: 50, height: 50 }), 45, 45)).toEqual([255, 0, 0]);
  });

  it('refuses a file that is not an SVG, or that cannot be scaled, naming the file', () => {
    expect(() => nestedLogo('<png/>', { x: 0, y: 0, width: 1, height: 1 })).toThrow(/content\/brand\/logo\.svg is not an SVG/);
    expect(() => nestedLogo('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>', { x: 0, y: 0, width: 1, height: 1 })).toThrow(/needs a viewBox/);
  });

  it('writes the company name beside the mark, escaped, in a box wide enough for it', () => {
    expect(wordmarkLogo(RED_SQUARE, 'Harborline AI')).toMatch(/^<svg [^>]*width="200"[^>]*>.*>Harborline AI<\/text><\/svg>$/);
    const long = wordmarkLogo(RED_SQUARE, 'Smith & Jones Automation Partners');
    expect(long).toContain('>Smith &amp; Jones Automation Partners</text>');
    expect(Number(/width="(\d+)"/.exec(long)![1])).toBeGreaterThan(400);
  });
});
