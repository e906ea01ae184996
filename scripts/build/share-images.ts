import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import sharp from 'sharp';
import { SHARE_IMAGE_SIZE } from '../../src/client/seo/seo-files.ts';
import { SITE_CONTENT } from '../../src/shared/content/site-content.ts';
import { formatLongDate } from '../../src/shared/i18n/locales.ts';
import type { PageRoute } from '../../src/shared/routes.ts';
import type { SiteConfig } from '../../src/shared/site-config.ts';
import { LOGO_MARK_SVG_PATH } from './downloads/brand.ts';
import { withLogo, type Box } from './logo-svg.ts';

const root = join(import.meta.dirname, '..', '..');
const BACKGROUND_SVG_PATH = join(root, 'src/client/assets/og-background.svg');
/** Where the logo sits on the card, on the background's lighter square. */
const LOGO_BOX: Box = { x: 80, y: 64, width: 80, height: 80 };

/**
 * Inter ships with the build (a dev dependency), so the images look the same on every machine,
 * with or without system fonts: Pango loads these files directly.
 */
const require = createRequire(import.meta.url);
const FONTS = {
  extraBold: { file: require.resolve('@expo-google-fonts/inter/800ExtraBold/Inter_800ExtraBold.ttf'), name: 'Inter ExtraBold' },
  bold: { file: require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'), name: 'Inter Bold' },
  semiBold: { file: require.resolve('@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf'), name: 'Inter SemiBold' },
} as const;

/** On the navy background: white text, and light teal (teal-300) for accents. */
const INK = { title: '#ffffff', accent: '#5eead4', muted: '#cbd5e1' };

/** Layout of the 1200 × 630 card, left column; the right side is the background's artwork. */
const LEFT = 80;
const TEXT_WIDTH = 820;
const TITLE_TOP = 240;
const TITLE_MAX_HEIGHT = 205;
const TITLE_SIZES = [68, 62, 56, 50, 46, 42];

export interface ShareImageText {
  eyebrow: string;
  title: string;
  footer: string;
}

export function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * What a page's card says: a short label, the page title, and how to reach the company. Not the site's
 * host: images are built once and SITE_URL is only known when the server starts.
 */
export function shareImageText(route: PageRoute, config: SiteConfig): ShareImageText {
  const footer = `${config.mainPhone.display}  ·  ${config.salesEmail}`;
  const content = SITE_CONTENT[route.locale];
  if (route.page === 'home') return { eyebrow: content.home.hero.eyebrow, title: route.title, footer };
  if (route.page === 'news-article') {
    const coverage = content.news.coverage.find((item) => item.slug === route.slug);
    const kind = coverage ? coverage.publication : content.chrome.newsArticle.pressRelease;
    return { eyebrow: `${kind} · ${formatLongDate(route.published ?? '', route.locale)}`, title: route.title, footer };
  }
  return { eyebrow: route.name, title: route.title, footer };
}

interface RenderedText {
  input: Buffer;
  width: number;
  height: number;
}

async function renderText(
  markup: string,
  font: (typeof FONTS)[keyof typeof FONTS],
  size: number,
  options: { width?: number; spacing?: number } = {},
): Promise<RenderedText> {
  const { data, info } = await sharp({
    text: {
      text: markup,
      font: `${font.name} ${size}`,
      fontfile: font.file,
      width: options.width ?? TEXT_WIDTH,
      spacing: options.spacing,
      wrap: 'word',
      rgba: true,
      dpi: 72,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: data, width: info.width, height: info.height };
}

/** The largest size at which the title fits its box (three lines at most). */
async function renderTitle(title: string): Promise<RenderedText> {
  const markup = `<span foreground="${INK.title}">${escapeMarkup(title)}</span>`;
  for (const size of TITLE_SIZES) {
    const rendered = await renderText(markup, FONTS.extraBold, size, { spacing: Math.round(size * 0.12) });
    if (rendered.height <= TITLE_MAX_HEIGHT) return rendered;
  }
  throw new Error(`The share image title "${title}" does not fit in three lines even at ${TITLE_SIZES.at(-1)} px.`);
}

/** Renders one 1200 × 630 PNG share card. */
export async function renderShareImage(text: ShareImageText, companyName: string, background: Buffer): Promise<Buffer> {
  const [company, eyebrow, title, footer] = await Promise.all([
    renderText(`<span foreground="${INK.title}">${escapeMarkup(companyName)}</span>`, FONTS.bold, 40),
    renderText(`<span foreground="${INK.accent}" letter_spacing="1500">${escapeMarkup(text.eyebrow.toUpperCase())}</span>`, FONTS.semiBold, 24),
    renderTitle(text.title),
    renderText(`<span foreground="${INK.muted}">${escapeMarkup(text.footer)}</span>`, FONTS.semiBold, 26),
  ]);
  return sharp(background, { density: 72 })
    .resize(SHARE_IMAGE_SIZE.width, SHARE_IMAGE_SIZE.height)
    .composite([
      // Beside the logo mark (LOGO_BOX).
      { input: company.input, left: 184, top: Math.round(104 - company.height / 2) },
      { input: eyebrow.input, left: LEFT, top: TITLE_TOP - 28 - eyebrow.height },
      { input: title.input, left: LEFT, top: TITLE_TOP },
      { input: footer.input, left: LEFT, top: 520 - footer.height },
    ])
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
}

/** The card's artwork with the one logo drawn in (content/brand/logo.svg). */
export async function loadShareImageBackground(): Promise<Buffer> {
  const [background, logo] = await Promise.all([readFile(BACKGROUND_SVG_PATH, 'utf8'), readFile(LOGO_MARK_SVG_PATH, 'utf8')]);
  return Buffer.from(withLogo(background, logo, LOGO_BOX));
}
