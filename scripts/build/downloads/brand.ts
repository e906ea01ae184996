import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

const root = join(import.meta.dirname, '..', '..', '..');
/**
 * The one logo: the square mark. The header, the favicon set, the share images, the PDFs and the media kit are
 * all drawn from this file at build; replace it to change every one of them.
 */
export const LOGO_MARK_SVG_PATH = join(root, 'content/brand/logo.svg');
const STYLES_PATH = join(root, 'src/client/styles.css');

/** A brand colour token, e.g. { name: 'navy-900', hex: '#0b1b3a' }. */
export interface BrandColour {
  name: string;
  hex: string;
}

/** The colour tokens of the site's Tailwind @theme block, so the kit and the PDFs match the site. */
export function parseThemeColours(css: string): BrandColour[] {
  const theme = /@theme\s*\{([^}]*)\}/.exec(css)?.[1];
  if (!theme) throw new Error('styles.css has no @theme block to read the brand colours from.');
  return [...theme.matchAll(/--color-([\w-]+)\s*:\s*(#[0-9a-f]{3,8})\s*;/gi)].map((match) => ({
    name: match[1]!,
    hex: match[2]!.toLowerCase(),
  }));
}

export async function loadBrandColours(): Promise<BrandColour[]> {
  const colours = parseThemeColours(await readFile(STYLES_PATH, 'utf8'));
  if (colours.length === 0) throw new Error('styles.css @theme defines no --color-* tokens.');
  return colours;
}

/** Looks a token up by name; a renamed token fails the build instead of silently changing colour. */
export function colourNamed(colours: readonly BrandColour[], name: string): string {
  const colour = colours.find((entry) => entry.name === name);
  if (!colour) throw new Error(`Brand colour "${name}" is not defined in styles.css @theme.`);
  return colour.hex;
}

/** Rasterises an SVG to a PNG of the given width (height follows the aspect ratio). */
export async function svgToPng(svg: Buffer, width: number): Promise<Buffer> {
  // A high density renders the vector sharply before resizing; transparency is kept.
  return sharp(svg, { density: 1200 }).resize({ width }).png({ compressionLevel: 9 }).toBuffer();
}
