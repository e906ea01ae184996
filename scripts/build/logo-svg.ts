/**
 * The one logo (content/brand/logo.svg, the square mark) placed into the other SVGs the build makes from it:
 * the wordmark logo of the media kit and the share images' background. Nesting keeps the file as drawn, whatever
 * its viewBox, ids or namespaces.
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const ROOT = /<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/;
const PLACEMENT_ATTRIBUTE = /\s(x|y|width|height)\s*=\s*("[^"]*"|'[^']*')/g;

function parseLogo(logoSvg: string): { attributes: string; body: string } {
  const match = ROOT.exec(logoSvg.replace(/^\s*(<\?xml[^>]*\?>\s*)?(<!DOCTYPE[^>]*>\s*)?/i, ''));
  if (!match) throw new Error('content/brand/logo.svg is not an SVG file: it must start with <svg …> and end with </svg>.');
  const attributes = match[1]!;
  if (!/\sviewBox\s*=/.test(attributes) && !(/\swidth\s*=/.test(attributes) && /\sheight\s*=/.test(attributes))) {
    throw new Error('content/brand/logo.svg needs a viewBox (or a width and a height) so it can be scaled.');
  }
  return { attributes, body: match[2]! };
}

/** The logo as an <svg> element drawn into `box` of another SVG. */
export function nestedLogo(logoSvg: string, box: Box): string {
  const { attributes, body } = parseLogo(logoSvg);
  const size = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']?([\\d.]+)`).exec(attributes)?.[1];
  const viewBox = /\sviewBox\s*=/.test(attributes) ? '' : ` viewBox="0 0 ${size('width')} ${size('height')}"`;
  const kept = attributes.replace(PLACEMENT_ATTRIBUTE, '');
  return `<svg x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}"${viewBox}${kept}>${body}</svg>`;
}

/** Inserts the logo into `hostSvg` (just before its closing tag, so it is drawn on top). */
export function withLogo(hostSvg: string, logoSvg: string, box: Box): string {
  const end = hostSvg.lastIndexOf('</svg>');
  if (end < 0) throw new Error('The SVG to draw the logo into has no closing </svg>.');
  return `${hostSvg.slice(0, end)}${nestedLogo(logoSvg, box)}${hostSvg.slice(end)}`;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The mark with the company name beside it, in the site's font: the media kit's logo.svg and logo.png. */
export function wordmarkLogo(logoSvg: string, companyName: string): string {
  // Inter Bold at 20 px averages under 12 px a character: wide enough for the name, never cut.
  const width = Math.max(200, Math.ceil(41 + 12 * companyName.length));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40">`,
    nestedLogo(logoSvg, { x: 0, y: 4, width: 32, height: 32 }),
    `<text x="41" y="27" fill="#0B1B3A" font-family="'Inter Variable', Inter, system-ui, sans-serif" font-weight="700" font-size="20" letter-spacing="-.2">`,
    `${escapeText(companyName)}</text></svg>`,
  ].join('');
}
