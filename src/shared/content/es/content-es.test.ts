import { describe, expect, it } from 'vitest';
import * as englishAssistantCopy from '../assistant.ts';
import * as englishChatRules from '../../assistant/chat-rules.ts';
import { INDUSTRY_OPTIONS as ENGLISH_INDUSTRY_OPTIONS } from '../../leads/lead-schema.ts';
import { NOT_FOUND_ROUTE, PAGE_ROUTES } from '../../routes.ts';
import { LOCALE_INFO } from '../../i18n/locales.ts';
import { siteConfig } from '../../site-config.ts';
import * as englishConsent from '../call-consent.ts';
import * as englishDownloads from '../downloads.ts';
import * as englishFormChrome from '../form-chrome.ts';
import * as englishFaq from '../faq.ts';
import { FINANCIALS } from '../financials.ts';
import * as englishForms from '../forms.ts';
import * as englishHome from '../home.ts';
import * as englishInvestors from '../investors.ts';
import * as englishLegal from '../legal.ts';
import * as englishNotFound from '../not-found.ts';
import * as englishPricing from '../pricing.ts';
import * as englishChrome from '../site-chrome.ts';
import * as englishSolutions from '../solutions.ts';
import * as spanishAssistant from './assistant.ts';
import * as spanishConsent from './call-consent.ts';
import * as spanishDownloads from './downloads.ts';
import * as spanishFormChrome from './form-chrome.ts';
import * as spanishFaq from './faq.ts';
import { FINANCIALS_TEXT } from './financials.ts';
import * as spanishForms from './forms.ts';
import * as spanishHome from './home.ts';
import * as spanishInvestors from './investors.ts';
import * as spanishLegal from './legal.ts';
import * as spanishNotFound from './not-found.ts';
import * as spanishPricing from './pricing.ts';
import * as spanishChrome from './site-chrome.ts';
import { SITE_CONTENT } from '../site-content.ts';
import * as spanishSolutions from './solutions.ts';
import { compareCopy, isIdentifierPath as isIdentifierInEveryLocale, type CopyLeaf } from '../locale-checks.ts';
import type { Words } from '../words.ts';

/**
 * The Spanish copy is the English copy in other words: the same keys, list lengths, anchors, links, icons and
 * figures, and no string left in English, empty or written with English conventions.
 */

/** English object → Spanish object, for every pair the Spanish pages will read. */
const PAIRS: readonly (readonly [string, unknown, unknown])[] = [
  ['home', englishHome.homeContent, spanishHome.homeContent],
  ['solutions', englishSolutions.solutionsContent, spanishSolutions.solutionsContent],
  ['investors', englishInvestors.investorsContent, spanishInvestors.investorsContent],
  ['faq', englishFaq.faqContent, spanishFaq.faqContent],
  ['faq items', englishFaq.faqItems, spanishFaq.faqItems],
  ['not found', englishNotFound.notFoundContent, spanishNotFound.notFoundContent],
  ['demo form', englishForms.DEMO_FORM_TEXT, spanishForms.DEMO_FORM_TEXT],
  ['investor form', englishForms.INVESTOR_FORM_TEXT, spanishForms.INVESTOR_FORM_TEXT],
  ['call consent', englishConsent.CALL_CONSENT, spanishConsent.CALL_CONSENT],
  ['call consent text', englishConsent.CALL_CONSENT_TEXT, spanishConsent.CALL_CONSENT_TEXT],
  ['legal date labels', englishLegal.LEGAL_DATE_LABELS, spanishLegal.LEGAL_DATE_LABELS],
  ['prices', englishPricing.PRICES, spanishPricing.PRICES],
  ['downloads', englishDownloads.DOWNLOAD_TEXT, spanishDownloads.DOWNLOAD_TEXT],
  [
    'financials',
    { heading: FINANCIALS.heading, caption: FINANCIALS.caption, revenueLabel: FINANCIALS.revenue.label, revenueGrowthLabel: 'Revenue growth', rowLabels: FINANCIALS.rows.map((row) => row.label) },
    FINANCIALS_TEXT,
  ],
  ['site facts', { shortDescription: siteConfig.shortDescription, businessHours: siteConfig.businessHours }, spanishChrome.SITE_FACTS],
  ['page meta', SITE_CONTENT.en.pageMeta, SITE_CONTENT.es.pageMeta],
  ['header links', SITE_CONTENT.en.navigation.header, SITE_CONTENT.es.navigation.header],
  ['footer service links', SITE_CONTENT.en.navigation.footerServices, SITE_CONTENT.es.navigation.footerServices],
  ['footer company links', SITE_CONTENT.en.navigation.footerCompany, SITE_CONTENT.es.navigation.footerCompany],
  ['footer legal links', SITE_CONTENT.en.navigation.footerLegal, SITE_CONTENT.es.navigation.footerLegal],
  ['industry options', ENGLISH_INDUSTRY_OPTIONS, spanishChrome.INDUSTRY_OPTIONS],
  ['site chrome', englishChrome.SITE_CHROME, spanishChrome.SITE_CHROME],
  ['form chrome', englishFormChrome.FORM_CHROME, spanishFormChrome.FORM_CHROME],
  ['assistant copy', englishAssistantCopy.ASSISTANT_COPY, spanishAssistant.ASSISTANT_COPY],
  ['chat lead copy', englishAssistantCopy.CHAT_LEAD_COPY, spanishAssistant.CHAT_LEAD_COPY],
  ['chat booking copy', englishAssistantCopy.CHAT_BOOKING_COPY, spanishAssistant.CHAT_BOOKING_COPY],
  ['voice notices', englishAssistantCopy.VOICE_NOTICES, spanishAssistant.VOICE_NOTICES],
  ['intent replies', englishChatRules.INTENT_REPLIES, spanishAssistant.INTENT_REPLIES],
  ['intent sources', englishChatRules.INTENT_SOURCES, spanishAssistant.INTENT_SOURCES],
  ['greeting reply', englishChatRules.GREETING_REPLY, spanishAssistant.GREETING_REPLY],
  ['thanks reply', englishChatRules.THANKS_REPLY, spanishAssistant.THANKS_REPLY],
  ['limits reply', englishChatRules.LIMITS_REPLY, spanishAssistant.LIMITS_REPLY],
  ['chat greeting', englishChatRules.CHAT_GREETING, spanishAssistant.CHAT_GREETING],
  ['chat failure', englishChatRules.chatFailureMessage, spanishAssistant.chatFailureMessage],
  ['quick replies', englishChatRules.QUICK_REPLIES, spanishAssistant.QUICK_REPLIES],
  [
    'knowledge labels',
    {
      industryPackage: (title: string) => `${title} package`,
      investorsSection: (heading: string) => `Investors: ${heading}`,
      newsSection: (heading: string) => `News: ${heading}`,
      pressRelease: 'Press release',
      articleBy: (publication: string) => `${publication} article`,
    },
    spanishAssistant.KNOWLEDGE_LABELS,
  ],
];

/** The demo form's stored industry values (a stat's `value` is a figure, written in words of its language). */
const STORED_VALUE = /^industry options\[\d+\]\.value$/;
const isIdentifierPath = (path: string) => isIdentifierInEveryLocale(path) || STORED_VALUE.test(path);

/** Strings that may read the same in both languages: names, figures, addresses, key names. */
const SAME_WORDS_ALLOWED: ReadonlySet<string> = new Set([siteConfig.companyName, 'Bayview Dental', 'Gulfstream Business Review']);
const isFigure = (text: string) => /^[$\d.,%+/:–\s-]*M?\+?$/.test(text) && /\d/.test(text);
const isAddress = (text: string) => /^\S+@\S+\.\w+$/.test(text) || /^(https?:\/\/|\/)\S*$/.test(text);
const mayMatch = (text: string) => SAME_WORDS_ALLOWED.has(text) || isFigure(text) || isAddress(text);

function walkAll() {
  const found = { leaves: [] as CopyLeaf[], mismatches: [] as string[] };
  for (const [name, english, spanish] of PAIRS) compareCopy(english, spanish, name, found, isIdentifierPath);
  return { leaves: found.leaves.map(({ path, english, other }) => ({ path, english, spanish: other })), mismatches: found.mismatches };
}

const { leaves, mismatches } = walkAll();
/** The consent's version differs on purpose (checked below); identifiers are the same on purpose. */
const words = leaves.filter((leaf) => !isIdentifierPath(leaf.path) && leaf.path !== 'call consent.version');

/** Numbers as written, whatever the words around them: "$2,500", "98%", "24/7", "2:15", "2023". */
const numbersIn = (text: string) => [...new Set(text.match(/\d+(?:[.,:]\d+)*/g) ?? [])].sort();

describe('the Spanish copy has the English shape', () => {
  it('finds the pairs to compare', () => {
    expect(words.length).toBeGreaterThan(700);
  });

  it('has the same keys, list lengths, argument counts, ids, links, icons and file names', () => {
    expect(mismatches).toEqual([]);
  });

  it('puts every FAQ question under the same anchor, and every page under its English path', () => {
    expect(spanishFaq.faqItems.map((item) => item.id)).toEqual(englishFaq.faqItems.map((item) => item.id));
    expect(Object.keys(SITE_CONTENT.es.pageMeta).sort()).toEqual([...PAGE_ROUTES, NOT_FOUND_ROUTE].map((route) => route.path).sort());
    expect(spanishChrome.INDUSTRY_OPTIONS.map((option) => option.value)).toEqual(ENGLISH_INDUSTRY_OPTIONS.map((option) => option.value));
  });

  it('keeps the English figures: the same numbers in every string', () => {
    const changed = words.filter((leaf) => numbersIn(leaf.english as string).join(' ') !== numbersIn(leaf.spanish as string).join(' '));
    expect(changed.map((leaf) => `${leaf.path}: ${numbersIn(leaf.english as string).join(' ')} → ${numbersIn(leaf.spanish as string).join(' ')}`)).toEqual([]);
  });

  it('emphasises a part of the hero title that is in the title', () => {
    expect(spanishHome.homeContent.hero.title).toContain(spanishHome.homeContent.hero.highlight);
  });

  it('gives the Spanish consent its own version, stored with its own words', () => {
    expect(spanishConsent.CALL_CONSENT.version).not.toBe(englishConsent.CALL_CONSENT.version);
    expect(spanishConsent.CALL_CONSENT_TEXT).toBe(`${spanishConsent.CALL_CONSENT.label}. ${spanishConsent.CALL_CONSENT.disclosure}`);
    expect(spanishConsent.CALL_CONSENT.disclosure).toContain(siteConfig.privacyEmail);
  });
});

describe('the Spanish copy is Spanish', () => {
  it('leaves no string empty or padded', () => {
    const bad = words.filter(({ path, spanish }) => {
      const text = spanish as string;
      // The screen-reader suffixes keep the English leading space, so they join the label before them.
      return text.trim().length === 0 || (text.trim() !== text && !path.endsWith('callUsPrefix') && !path.endsWith('opensInNewTab'));
    });
    expect(bad.map((leaf) => leaf.path)).toEqual([]);
  });

  it('leaves nothing in English, except names, figures and addresses', () => {
    const untranslated = words.filter(({ english, spanish }) => english === spanish && !mayMatch(spanish as string));
    expect(untranslated.map((leaf) => `${leaf.path}: "${leaf.spanish as string}"`)).toEqual([]);
  });

  it('opens every question and exclamation the Spanish way', () => {
    const count = (text: string, mark: string) => text.split(mark).length - 1;
    const unbalanced = words.filter(({ spanish }) => {
      const text = spanish as string;
      return count(text, '?') !== count(text, '¿') || count(text, '!') !== count(text, '¡');
    });
    expect(unbalanced.map((leaf) => `${leaf.path}: "${leaf.spanish as string}"`)).toEqual([]);
  });

  it.each([
    ['English times', /\b\d{1,2}(:\d{2})? ?(am|pm|a\.m\.|p\.m\.)/i],
    ['English month names', /\b(January|February|March|April|June|July|August|September|October|November|December)\b/],
    ['English weekdays', /\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/],
    ['capitalised weekdays or months mid-sentence', /[a-zá-ú,] (Lunes|Martes|Miércoles|Jueves|Viernes|Sábado|Domingo|Enero|Febrero|Marzo|Abril|Mayo|Junio|Julio|Agosto|Septiembre|Octubre|Noviembre|Diciembre)\b/],
    ['leftover English words', /\b(the|and|your|with|our|please|call us|free demo)\b/i],
    ['informal "tú" forms', /\b(tú|tienes|puedes|quieres|necesitas|escríbenos|llámanos|contáctanos|agenda tu|tu negocio)\b/i],
  ])('writes no %s', (_what, pattern) => {
    expect(words.filter(({ spanish }) => pattern.test(spanish as string)).map((leaf) => `${leaf.path}: "${leaf.spanish as string}"`)).toEqual([]);
  });

  it('writes dates the Spanish way with the locale it names', () => {
    const format = new Intl.DateTimeFormat(LOCALE_INFO.es.intlTag, { dateStyle: 'long', timeZone: 'UTC' });
    expect(format.format(new Date('2026-11-22T00:00:00Z'))).toBe('22 de noviembre de 2026');
  });
});

/**
 * Compile-time: the Spanish twins of browser copy (which shared code cannot import, so it cannot annotate them)
 * have exactly the English keys and functions. Mutual assignability fails on a key missing on either side.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const exactTwins: [
  Same<Words<typeof englishAssistantCopy.ASSISTANT_COPY>, Words<typeof spanishAssistant.ASSISTANT_COPY>>,
  Same<Words<typeof englishAssistantCopy.CHAT_LEAD_COPY>, Words<typeof spanishAssistant.CHAT_LEAD_COPY>>,
  Same<Words<typeof englishAssistantCopy.CHAT_BOOKING_COPY>, Words<typeof spanishAssistant.CHAT_BOOKING_COPY>>,
  Same<Words<typeof englishAssistantCopy.VOICE_NOTICES>, Words<typeof spanishAssistant.VOICE_NOTICES>>,
  Same<typeof englishChatRules.chatFailureMessage, typeof spanishAssistant.chatFailureMessage>,
] = [true, true, true, true, true];

it('checks the browser copy twins at compile time', () => {
  expect(exactTwins.every(Boolean)).toBe(true);
});
