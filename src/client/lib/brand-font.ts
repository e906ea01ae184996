import brandFontUrl from '../assets/fonts/inter-brand.woff2?url';
import { afterFirstContentfulPaint } from './after-first-paint.ts';
import { BRAND_FONT_FETCHED_KEY, sessionStorageOrNull } from './session-storage.ts';

const brandFace = () => new FontFace('Inter Variable', `url(${brandFontUrl}) format("woff2")`, { weight: '400 800', display: 'swap' });

/**
 * Sets the text in the brand typeface (Inter, variable, weights 400-800) as soon as it loads: the admin's way. A
 * character the subset lacks (scripts/build/brand-font.ts) comes from the fallback, glyph by glyph.
 */
export function loadBrandFont(): void {
  if (typeof FontFace === 'undefined') return;
  const face = brandFace();
  document.fonts.add(face);
  face.load().catch(() => undefined);
}

/**
 * The public pages' way (decision 0012). A visit's first page stays in "Inter Fallback", the local font whose metrics
 * match Inter's (styles.css), and fetches the font only after its first paint: fetched before, it held that paint
 * back, and swapped in after, it re-broke long paragraphs in front of the reader. The pages after it start in Inter,
 * from the browser's cache.
 */
export function applyBrandFontFromTheSecondPage(storage = sessionStorageOrNull()): void {
  if (typeof FontFace === 'undefined') return;
  if (storage?.getItem(BRAND_FONT_FETCHED_KEY)) return loadBrandFont();
  afterFirstContentfulPaint(() =>
    brandFace()
      .load()
      .then(() => storage?.setItem(BRAND_FONT_FETCHED_KEY, '1'))
      .catch(() => undefined),
  );
}
