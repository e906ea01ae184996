import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../../routes.ts';
import { siteConfig } from '../../site-config.ts';
import { newsContent as englishNews } from '../news.ts';
import { privacyPolicy as englishPrivacy } from '../privacy.ts';
import { termsOfService as englishTerms } from '../terms.ts';
import type { LegalDocument } from '../types.ts';
import type { LegalTranslationNotice } from './legal-translation.ts';
import { newsContent } from './news.ts';
import { privacyPolicy, privacyTranslationNotice } from './privacy.ts';
import { termsOfService, termsTranslationNotice } from './terms.ts';

/**
 * The Spanish newsroom and legal texts against their English originals: the same structure and facts (so pages,
 * routes and anchors pair up), every sentence actually translated, and the legal pages saying which text governs.
 */

/** Values a translation keeps as they are: they name routes, anchors, dates, block kinds and outlets. */
const KEPT_KEYS = new Set(['id', 'slug', 'link', 'href', 'date', 'effectiveDate', 'lastUpdated', 'kind', 'publication', 'fileType']);

interface Leaf {
  path: string;
  key: string;
  spanish: string;
  english: string;
}

/** Walks a Spanish object and its English original together: the strings side by side, and where their shapes part. */
function pairUp(spanish: unknown, english: unknown, path = '', key = ''): { leaves: Leaf[]; mismatches: string[] } {
  const leaves: Leaf[] = [];
  const mismatches: string[] = [];
  const visit = (es: unknown, en: unknown, at: string, name: string): void => {
    if (typeof es !== typeof en || Array.isArray(es) !== Array.isArray(en) || (es === null) !== (en === null)) {
      mismatches.push(`${at}: ${typeof es} in Spanish, ${typeof en} in English`);
    } else if (Array.isArray(en)) {
      const esItems = es as unknown[];
      if (esItems.length !== en.length) mismatches.push(`${at}: ${esItems.length} items in Spanish, ${en.length} in English`);
      else en.forEach((item, index) => visit(esItems[index], item, `${at}[${index}]`, name));
    } else if (en !== null && typeof en === 'object') {
      const esObject = es as Record<string, unknown>;
      const enObject = en as Record<string, unknown>;
      const esKeys = Object.keys(esObject).sort().join(', ');
      const enKeys = Object.keys(enObject).sort().join(', ');
      if (esKeys !== enKeys) mismatches.push(`${at}: keys {${esKeys}} in Spanish, {${enKeys}} in English`);
      else for (const child of Object.keys(enObject)) visit(esObject[child], enObject[child], `${at}.${child}`, child);
    } else if (typeof en === 'string') {
      leaves.push({ path: at, key: name, spanish: es as string, english: en });
    }
  };
  visit(spanish, english, path, key);
  return { leaves, mismatches };
}

/** The figures a text states (amounts, percentages, counts, years, phone digits), in order of size. */
const figuresIn = (text: string) => (text.match(/\d[\d,.]*\d|\d/g) ?? []).sort();

const ENGLISH_MONTH = /\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/;
/** Words that would address the reader as "tú"; the Spanish copy says "usted" throughout. */
const TUTEO = /(?<!\p{L})(tú|tu|tus|te|ti|contigo|puedes|tienes|quieres|necesitas|eres|estás)(?!\p{L})/iu;

const spanishDate = (isoDate: string) =>
  new Intl.DateTimeFormat('es-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));

const PAIRS = [
  ['newsroom', newsContent, englishNews],
  ['privacy policy', privacyPolicy, englishPrivacy],
  ['terms of service', termsOfService, englishTerms],
] as const;

describe.each(PAIRS)('the Spanish %s', (_name, spanish, english) => {
  const { leaves, mismatches } = pairUp(spanish, english);
  const kept = leaves.filter((leaf) => KEPT_KEYS.has(leaf.key));
  const translated = leaves.filter((leaf) => !KEPT_KEYS.has(leaf.key));

  it('has the English shape: the same keys at every level and the same number of items in every list', () => {
    expect(leaves.length).toBeGreaterThan(20);
    expect(mismatches).toEqual([]);
  });

  it('keeps every id, slug, link, date, block kind and outlet name as the English has it', () => {
    expect(kept.length).toBeGreaterThan(5);
    expect(kept.filter((leaf) => leaf.spanish !== leaf.english).map((leaf) => leaf.path)).toEqual([]);
  });

  it('has no empty, padded or unfinished string', () => {
    const bad = leaves.filter(({ spanish: text }) => text.length === 0 || text.trim() !== text || /\s{2,}/.test(text) || /\$\{|undefined|\bTODO\b/.test(text));
    expect(bad.map((leaf) => leaf.path)).toEqual([]);
  });

  it('translates every string it does not keep on purpose', () => {
    expect(translated.filter((leaf) => leaf.spanish === leaf.english).map((leaf) => leaf.path)).toEqual([]);
  });

  it('states the same figures as the English in every string: amounts, percentages, periods, dates and section numbers', () => {
    const differing = translated
      .filter((leaf) => figuresIn(leaf.spanish).join(' ') !== figuresIn(leaf.english).join(' '))
      .map((leaf) => `${leaf.path}: ${figuresIn(leaf.spanish).join(' ')} | ${figuresIn(leaf.english).join(' ')}`);
    expect(differing).toEqual([]);
  });

  it('writes dates the Spanish way and speaks to the reader as "usted"', () => {
    expect(translated.filter((leaf) => ENGLISH_MONTH.test(leaf.spanish)).map((leaf) => leaf.path)).toEqual([]);
    expect(translated.filter((leaf) => TUTEO.test(leaf.spanish)).map((leaf) => `${leaf.path}: ${leaf.spanish.match(TUTEO)?.[0]}`)).toEqual([]);
  });
});

describe('the Spanish newsroom', () => {
  const spanishItems = [...newsContent.coverage, ...newsContent.pressReleases];
  const englishItems = [...englishNews.coverage, ...englishNews.pressReleases];

  it('translates every paragraph of every article, paragraph by paragraph', () => {
    const pairs = spanishItems.flatMap((item, index) => item.body.map((paragraph, at) => [paragraph, englishItems[index]?.body[at]] as const));
    expect(pairs).toHaveLength(englishItems.flatMap((item) => item.body).length);
    expect(pairs.filter(([spanish, english]) => spanish === english)).toEqual([]);
  });

  it('opens each press release with a Spanish dateline carrying its own date', () => {
    for (const release of newsContent.pressReleases) {
      expect(release.body[0]).toMatch(new RegExp(`^${siteConfig.address.locality.toUpperCase()}, ${siteConfig.address.region}, ${spanishDate(release.date)} — `));
    }
    expect(spanishDate('2024-01-10')).toBe('10 de enero de 2024');
  });

  it('closes each press release with the company boilerplate and the press contact', () => {
    for (const release of newsContent.pressReleases) {
      const closing = release.body.at(-1) ?? '';
      expect(closing).toMatch(new RegExp(`^Acerca de ${siteConfig.companyName}: `));
      expect(closing).toContain(`Contacto de prensa: ${siteConfig.pressEmail}, ${siteConfig.mainPhone.display}.`);
    }
  });

  it('calls a coverage page our summary of the named outlet, in Spanish', () => {
    for (const item of newsContent.coverage) {
      const label = newsContent.summaryOf(item.publication);
      expect(label).toContain(item.publication);
      expect(label).not.toBe(englishNews.summaryOf(item.publication));
    }
  });
});

describe.each([
  ['privacy policy', privacyPolicy, englishPrivacy, privacyTranslationNotice, 'privacy'],
  ['terms of service', termsOfService, englishTerms, termsTranslationNotice, 'terms'],
] as const)('the Spanish %s', (_name, spanish: LegalDocument, english: LegalDocument, notice: LegalTranslationNotice, englishPage) => {
  it('says at the top that it is a convenience translation and that the English version governs', () => {
    expect(notice.text).toMatch(/traducción/);
    expect(notice.text).toMatch(/únicamente para su comodidad/);
    expect(notice.text).toMatch(/en caso de cualquier conflicto, discrepancia o diferencia de interpretación/);
    expect(notice.text).toMatch(/prevalecerá la versión en inglés\.$/);
  });

  it('links that notice to the English page, marked as English', () => {
    expect(PAGE_ROUTES.find((route) => route.path === notice.href)?.page).toBe(englishPage);
    expect(notice.hrefLang).toBe('en');
    expect(notice.linkLabel).toMatch(/en inglés$/);
  });

  it('translates every paragraph, list item and heading of the document', () => {
    const texts = (document: LegalDocument) => [
      ...document.intro,
      ...document.sections.flatMap((section) => [
        section.title,
        ...section.blocks.flatMap((block) => (block.kind === 'list' ? block.items : [block.text])),
      ]),
    ];
    const spanishTexts = texts(spanish);
    const englishTexts = texts(english);
    expect(spanishTexts).toHaveLength(englishTexts.length);
    expect(spanishTexts.filter((text, index) => text === englishTexts[index])).toEqual([]);
  });

  it('names, wherever it refers to a section by number and title, the title that section has', () => {
    const references = [...JSON.stringify(spanish).matchAll(/sección (\d+) \(([^)]+)\)/g)];
    expect(references).toHaveLength([...JSON.stringify(english).matchAll(/section (\d+) \(/g)].length);
    for (const [, number, title] of references) expect(spanish.sections[Number(number) - 1]?.title).toBe(title);
  });
});
