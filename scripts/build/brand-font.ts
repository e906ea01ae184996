/**
 * npm run font:subset — writes the brand font the pages use, src/client/assets/fonts/inter-brand.woff2:
 * Inter (variable, from @fontsource-variable/inter) cut down to the characters below and to weights 400-800,
 * 22 KB instead of the 48 KB Latin file. brand-font.test.ts fails when the committed file is stale or when
 * content uses a character it lacks. The pages add it after their first paint (src/client/lib/brand-font.ts).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const SOURCE = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
export const BRAND_FONT_PATH = join(import.meta.dirname, '..', '..', 'src/client/assets/fonts/inter-brand.woff2');

const PRINTABLE_ASCII = Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index)).join('');
/** Typographic punctuation and signs the copy uses, beyond ASCII. */
const TYPOGRAPHIC = '\u00a0’‘“”–—…·•→×©®™€';
export const BRAND_FONT_CHARACTERS = PRINTABLE_ASCII + TYPOGRAPHIC;
/** The weights the styles use: normal to extra-bold. */
const WEIGHTS = { min: 400, max: 800 };

export async function subsetBrandFont(): Promise<Buffer> {
  return subsetFont(await readFile(SOURCE), BRAND_FONT_CHARACTERS, { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS } });
}

if (process.argv[1] === import.meta.filename) {
  const font = await subsetBrandFont();
  await writeFile(BRAND_FONT_PATH, font);
  console.info(`${BRAND_FONT_PATH}: ${font.length} bytes`);
}
