import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as SiteConfigModule from '../site-config.ts';
import { siteConfig } from '../site-config.ts';
import { CALL_CONSENT } from './call-consent.ts';
import { faqContent, faqItems } from './faq.ts';
import { FINANCIALS, financialTable, yearOverYearGrowth } from './financials.ts';
import { DEMO_FORM_TEXT, INVESTOR_FORM_TEXT } from './forms.ts';
import { homeContent } from './home.ts';
import { investorsContent } from './investors.ts';
import { LEGAL_DATE_LABELS } from './legal.ts';
import { newsContent } from './news.ts';
import { notFoundContent } from './not-found.ts';
import { PRICES } from './pricing.ts';
import { privacyPolicy } from './privacy.ts';
import { solutionsContent } from './solutions.ts';
import { termsOfService } from './terms.ts';
import type { LegalDocument } from './types.ts';

/**
 * Rules the copy must keep whatever it says: nothing empty, nothing repeated where the page tells items apart,
 * prices from PRICES, figures that agree, anchors that are valid ids, company facts from siteConfig. The words
 * themselves are the content files' business (and the browser tests show them on the pages); routes and the
 * links between pages are checked in src/shared/routes.test.ts.
 */

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Anything written as a price: a dollar sign and a digit. */
const A_PRICE = /\$\d/;

/** Every string value inside a content object, depth first. */
function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

const sentenceCount = (text: string) => text.split(/[.!?](?:\s+|$)/).filter((part) => part.trim().length > 0).length;
const duplicatesIn = (values: readonly string[]) => values.filter((value, index) => values.indexOf(value) !== index);
const sectionText = (document: LegalDocument, id: string) => {
  const section = document.sections.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`${document.title} has no section ${id}`);
  return allStrings(section.blocks).join(' ');
};

const ALL_CONTENT = {
  homeContent,
  solutionsContent,
  faqContent,
  newsContent,
  investorsContent,
  privacyPolicy,
  termsOfService,
  notFoundContent,
  DEMO_FORM_TEXT,
  INVESTOR_FORM_TEXT,
  LEGAL_DATE_LABELS,
  CALL_CONSENT,
  PRICES,
};

describe('copy hygiene', () => {
  const strings = allStrings(ALL_CONTENT);

  it('finds the copy to check', () => {
    expect(strings.length).toBeGreaterThan(500);
  });

  it('has no empty or padded strings', () => {
    expect(strings.filter((text) => text.trim() !== text || text.length === 0)).toEqual([]);
  });

  it.each([/lorem/i, /ipsum/i, /\bTBD\b/, /\bTODO\b/, /placeholder/i, /\bundefined\b/, /\bNaN\b/, /\[object /, /\$\{/, /\s{2,}/])(
    'no copy string matches %s',
    (pattern) => {
      expect(strings.filter((text) => pattern.test(text))).toEqual([]);
    },
  );
});

/**
 * Items a page tells apart by their words: React keys them by title, label or text (a repeat renders the wrong
 * card after an update), anchors and file names must lead to one thing, and a visitor cannot tell two equal
 * questions or headlines apart either.
 */
describe('what must be unique is unique', () => {
  const { hero, about, solutions, whyChoose, industries, contact } = homeContent;
  const services = solutionsContent.categories.flatMap((category) => category.services);
  const news = [...newsContent.coverage, ...newsContent.pressReleases];
  const legal = [privacyPolicy, termsOfService];

  it.each([
    ['home hero stats', hero.stats.map((stat) => stat.label)],
    ['home hero badges', hero.badges],
    ['home photo tiles', about.tiles.map((tile) => tile.illustration)],
    ['home values', about.values.map((value) => value.title)],
    ['home solution cards', solutions.cards.map((card) => card.title)],
    ...solutions.cards.map((card) => [`bullets of "${card.title}"`, card.bullets] as const),
    ['home benefits', whyChoose.benefits.map((benefit) => benefit.title)],
    ['home industries', industries.cards.map((card) => card.title)],
    ...industries.cards.map((card) => [`use cases of "${card.title}"`, card.useCases] as const),
    ['reasons for a demo', contact.reasons.map((reason) => reason.title)],
    ['price plans', [solutionsContent.investment.setup.title, solutionsContent.investment.monthly.title]],
    ...[solutionsContent.investment.setup, solutionsContent.investment.monthly].map((plan) => [`what "${plan.title}" includes`, plan.includes] as const),
    ['service categories', solutionsContent.categories.map((category) => category.id)],
    ['services (their anchors)', services.map((service) => service.id)],
    ...services.map((service) => [`features of "${service.title}"`, service.features] as const),
    ['FAQ groups', faqContent.groups.map((group) => group.id)],
    ['FAQ anchors', faqItems.map((item) => item.id)],
    ['FAQ questions', faqItems.map((item) => item.question)],
    ['news slugs', news.map((item) => item.slug)],
    ['news ids', news.map((item) => item.id)],
    ['news headlines', news.map((item) => item.title)],
    ...news.map((item) => [`paragraph openings of "${item.title}"`, item.body.map((paragraph) => paragraph.slice(0, 40))] as const),
    ['investor metrics', investorsContent.metrics.map((metric) => metric.title)],
    ['investment highlights', investorsContent.highlights.map((highlight) => highlight.title)],
    ['market figures', investorsContent.market.figures.map((figure) => figure.label)],
    ['why-now points', investorsContent.whyNow.points.map((point) => point.title)],
    ['investor documents', investorsContent.documents.map((document) => document.id)],
    ['investor document files', investorsContent.documents.map((document) => document.fileName)],
    ['financial table rows', financialTable().map((row) => row.label)],
    ...legal.flatMap((document) => [
      [`${document.title} sections (their anchors)`, document.sections.map((section) => section.id)] as const,
      [`${document.title} section titles`, document.sections.map((section) => section.title)] as const,
      [`${document.title} intro paragraph openings`, document.intro.map((paragraph) => paragraph.slice(0, 40))] as const,
      ...document.sections.flatMap((section) =>
        section.blocks.flatMap((block) => (block.kind === 'list' ? [[`a list in ${document.title} "${section.title}"`, block.items] as const] : [])),
      ),
    ]),
  ] as const)('%s', (_what, values) => {
    expect(values.length).toBeGreaterThan(0);
    expect(duplicatesIn(values)).toEqual([]);
  });

  it('uses ids that are valid, readable anchors', () => {
    const anchors = [
      ...solutionsContent.categories.map((category) => category.id),
      ...services.map((service) => service.id),
      ...faqContent.groups.map((group) => group.id),
      ...faqItems.map((item) => item.id),
      ...news.map((item) => item.slug),
      ...investorsContent.documents.map((document) => document.id),
      ...legal.flatMap((document) => document.sections.map((section) => section.id)),
    ];
    expect(anchors.filter((anchor) => !KEBAB.test(anchor))).toEqual([]);
  });
});

describe('prices', () => {
  const { investment } = homeContent.contact;
  const plans = [solutionsContent.investment.setup, solutionsContent.investment.monthly];

  it('shows the price cards with the figures PRICES formats from siteConfig', () => {
    expect(PRICES.setupRange).toContain(PRICES.setupMin);
    expect(PRICES.setupRange).toContain(PRICES.setupMax);
    expect(investment.setupPrice).toBe(PRICES.setupRange);
    expect(investment.monthlyPrice).toContain(PRICES.monthlyFromPlus);
    expect(plans.map((plan) => plan.price)).toEqual([PRICES.setupRange, PRICES.monthlyFromPlus]);
  });

  it('says each price once, beside its label: the words around it carry no figure', () => {
    const around = [investment.setupLabel, investment.monthlyLabel, investment.note, ...plans.flatMap((plan) => [plan.title, plan.period, plan.text])];
    expect(around.filter((text) => A_PRICE.test(text))).toEqual([]);
  });

  it('quotes, wherever prose names a price, the configured one', () => {
    const configured = new Set([PRICES.setupMin, PRICES.setupMax, PRICES.monthlyFrom]);
    // Amounts in millions or billions ("$2.54M", "$13.9B") are revenue and market figures, not prices.
    const amounts = allStrings(ALL_CONTENT).flatMap((text) => text.match(/\$[\d.,]*\d[MBK]?/g) ?? []);
    const quoted = amounts.filter((amount) => !/[MBK]$/.test(amount));
    expect(quoted.length).toBeGreaterThan(5);
    expect(quoted.filter((price) => !configured.has(price))).toEqual([]);
  });

  it('gives the FAQ and the terms the same figures as the price cards', () => {
    const answers = faqItems.map((item) => item.answer).join('\n');
    expect(answers).toContain(PRICES.setupRange);
    expect(answers).toContain(PRICES.monthlyFrom);
    const fees = sectionText(termsOfService, 'fees-and-payment');
    expect(fees).toContain(PRICES.setupRangeBetween);
    expect(fees).toContain(PRICES.monthlyFrom);
  });
});

describe('home', () => {
  it('emphasises a part of the hero title that is in the title', () => {
    expect(homeContent.hero.highlight.trim()).not.toBe('');
    expect(homeContent.hero.title).toContain(homeContent.hero.highlight);
  });

  it('describes every photo tile in words, not as "image of"', () => {
    for (const tile of homeContent.about.tiles) {
      expect(tile.alt.length, tile.illustration).toBeGreaterThan(20);
      expect(tile.alt).not.toMatch(/^(image|photo|picture)\b/i);
    }
  });
});

describe('solutions', () => {
  // Invariants, not counts (issue 36, item 3): a writer may add or remove a service or a feature in content/.
  it('lists at least one service in every category, each with its own anchor', () => {
    for (const category of solutionsContent.categories) expect(category.services.length, category.id).toBeGreaterThan(0);
    const ids = solutionsContent.categories.flatMap((category) => category.services.map((service) => service.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('describes every service in one or two sentences, with at least one feature', () => {
    for (const service of solutionsContent.categories.flatMap((category) => category.services)) {
      expect(sentenceCount(service.description), service.id).toBeGreaterThanOrEqual(1);
      expect(sentenceCount(service.description), service.id).toBeLessThanOrEqual(2);
      expect(service.features.length, service.id).toBeGreaterThan(0);
    }
  });
});

describe('news', () => {
  const items = [...newsContent.coverage, ...newsContent.pressReleases];
  const isNewestFirst = (list: readonly { date: string }[]) => list.every((item, index) => index === 0 || list[index - 1]!.date >= item.date);

  it('has articles of both kinds, each list newest first (content/<language>/news, checked by scripts/content)', () => {
    expect(newsContent.coverage.length).toBeGreaterThan(0);
    expect(newsContent.pressReleases.length).toBeGreaterThan(0);
    expect(isNewestFirst(newsContent.coverage)).toBe(true);
    expect(isNewestFirst(newsContent.pressReleases)).toBe(true);
  });

  it('summarises coverage on our own pages, naming the outlet, and links no outside story', () => {
    for (const item of newsContent.coverage) {
      expect(item).not.toHaveProperty('link');
      expect(newsContent.summaryOf(item.publication)).toContain(item.publication);
    }
    for (const release of newsContent.pressReleases) expect(release.link).toBe(`/news/${release.slug}`);
  });

  it('fills in every {{fact}} an article names', () => {
    expect(allStrings(items).filter((text) => /\{\{|\}\}/.test(text))).toEqual([]);
  });
});

describe('investors', () => {
  const metric = (title: string) => {
    const found = investorsContent.metrics.find((candidate) => candidate.title === title);
    if (!found) throw new Error(`No investor metric "${title}"`);
    return Number.parseFloat(found.value);
  };

  it('states headline metrics the yearly figures bear out ("300%+" means at least 300 and under the next hundred)', () => {
    const lastGrowth = yearOverYearGrowth(FINANCIALS.revenue.values).at(-1)!;
    expect(lastGrowth).toBeGreaterThanOrEqual(metric('Revenue Growth'));
    expect(lastGrowth).toBeLessThan(metric('Revenue Growth') + 100);
    const clients = FINANCIALS.rows.find((row) => row.label.startsWith('Business clients'))!.values.at(-1)!;
    expect(clients).toBeGreaterThanOrEqual(metric('Business Clients'));
    expect(clients).toBeLessThan(metric('Business Clients') + 100);
  });

  it('prints a revenue growth that the printed revenue bears out, within rounding', () => {
    const [revenue, growth] = financialTable();
    const millions = revenue!.cells.map((cell) => Number.parseFloat(cell.replace(/[$M]/g, '')));
    growth!.cells.slice(1).forEach((cell, index) => {
      const printed = Number.parseFloat(cell);
      const fromPrintedRevenue = (millions[index + 1]! / millions[index]! - 1) * 100;
      expect(Math.abs(printed - fromPrintedRevenue), `${cell} after ${revenue!.cells[index]}`).toBeLessThan(5);
    });
    expect(growth!.cells[0]).toBe('–');
  });

  it('names each document\'s PDF after its id', () => {
    for (const document of investorsContent.documents) {
      expect(document.fileName).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*\.pdf$/);
      expect(document.fileName).toContain(document.id);
    }
  });
});

describe.each([
  ['privacy policy', privacyPolicy],
  ['terms of service', termsOfService],
] as const)('%s (content/<language>/legal, checked by scripts/content)', (_name, document) => {
  it('has sections, none of them empty', () => {
    expect(document.sections.length).toBeGreaterThan(0);
    for (const section of document.sections) {
      expect(section.blocks.length, section.id).toBeGreaterThan(0);
      for (const block of section.blocks) {
        if (block.kind === 'list') expect(block.items.length, section.id).toBeGreaterThan(0);
      }
    }
  });
});

describe('privacy policy facts', () => {
  it('states the retention periods the company keeps', () => {
    const retention = sectionText(privacyPolicy, 'data-retention');
    expect(retention).toMatch(/voice recordings[^.]*90 days/i);
    expect(retention).toMatch(/SMS data[^.]*30 days/i);
    expect(retention).toContain('7 years');
  });

  it('tells visitors their rights and how to use them', () => {
    const rights = sectionText(privacyPolicy, 'your-rights-and-choices');
    for (const right of [/access/i, /correct/i, /delet|erasure/i]) expect(rights).toMatch(right);
    expect(rights).toContain(siteConfig.privacyEmail);
    expect(rights).toContain('STOP');
    expect(sectionText(privacyPolicy, 'cookies-and-similar-technologies')).toMatch(/does not use advertising or tracking cookies/i);
    expect(sectionText(privacyPolicy, 'childrens-privacy')).toContain('under 18');
  });

  it('names every kind of processor the site really uses', () => {
    const thirdParties = sectionText(privacyPolicy, 'third-party-services');
    for (const provider of [/voice-AI provider/i, /transport provider/i, /error reporting/i, /e-mail delivery/i]) expect(thirdParties).toMatch(provider);
  });
});

describe('terms of service facts', () => {
  it('gives 30 days\' notice of a price change and the uptime the site claims', () => {
    expect(sectionText(termsOfService, 'fees-and-payment')).toMatch(/30 days’ (written )?notice before any price change/);
    expect(sectionText(termsOfService, 'service-availability')).toContain('99.9%');
  });

  it('covers TCPA and call-recording consent', () => {
    const compliance = sectionText(termsOfService, 'customer-responsibilities-and-compliance');
    expect(compliance).toContain('TCPA');
    expect(compliance).toMatch(/recording/i);
  });

  it('chooses the law of the company\'s state and arbitration in its city (the spec: Florida, Fort Lauderdale)', () => {
    const law = sectionText(termsOfService, 'governing-law-and-dispute-resolution');
    expect(law).toContain(`laws of the State of ${siteConfig.address.region}`);
    expect(law).toMatch(/arbitration/i);
    expect(law).toContain(`${siteConfig.address.locality}, ${siteConfig.address.region}`);
  });
});

describe('company facts come from siteConfig', () => {
  it.each([
    ['privacy policy', privacyPolicy, 'contact-us', [siteConfig.privacyEmail, siteConfig.mainPhone.display, siteConfig.address.streetAddress, siteConfig.address.postalCode]],
    ['terms of service', termsOfService, 'contact-information', [siteConfig.legalEmail, siteConfig.mainPhone.display, siteConfig.address.streetAddress]],
  ] as const)('the %s gives the configured contact details', (_name, document, sectionId, facts) => {
    const contact = sectionText(document, sectionId);
    for (const fact of facts) expect(contact).toContain(fact);
  });

  afterEach(() => {
    vi.doUnmock('../site-config.ts');
    vi.resetModules();
  });

  it('follows overridden company facts and keeps none of the defaults', async () => {
    const override = {
      SITE_COMPANY_NAME: 'Zephyrbay Automation',
      SITE_LEGAL_NAME: 'Zephyrbay Automation, Inc.',
      SITE_PHONE: '(305) 555-0199',
      SITE_SALES_PHONE: '(305) 555-0177',
      SITE_SALES_EMAIL: 'sales@zephyrbay.test',
      SITE_SUPPORT_EMAIL: 'support@zephyrbay.test',
      SITE_PRESS_EMAIL: 'press@zephyrbay.test',
      SITE_INVESTOR_EMAIL: 'ir@zephyrbay.test',
      SITE_PRIVACY_EMAIL: 'dpo@zephyrbay.test',
      SITE_LEGAL_EMAIL: 'counsel@zephyrbay.test',
      SITE_STREET_ADDRESS: '1 Test Plaza, Floor 9',
      SITE_POSTAL_CODE: '33399',
    };
    // The build may inject a fixed configuration (__SITE_CONFIG__), so swap the module rather than the environment.
    vi.resetModules();
    vi.doMock('../site-config.ts', async (importOriginal) => {
      const actual = await importOriginal<typeof SiteConfigModule>();
      return { ...actual, siteConfig: actual.createSiteConfig(override) };
    });

    // One after another: imports racing each other through the freshly reset module graph could meet a copy of the
    // content evaluated before the mock (seen once in CI on a loaded machine).
    const home = await import('./home.ts');
    const solutions = await import('./solutions.ts');
    const news = await import('./news.ts');
    const investors = await import('./investors.ts');
    const privacy = await import('./privacy.ts');
    const terms = await import('./terms.ts');
    const json = JSON.stringify([
      home.homeContent,
      solutions.solutionsContent,
      news.newsContent,
      investors.investorsContent,
      privacy.privacyPolicy,
      terms.termsOfService,
    ]);

    for (const stale of ['Harborline', 'harborline', '555-0142', '555-0187', '5550142', '5550187', '110 E Broward', '33301']) {
      expect(json).not.toContain(stale);
    }
    expect(JSON.stringify(home.homeContent)).toContain('Zephyrbay Automation');
    expect(solutions.solutionsContent.closing.callLabel).toContain('(305) 555-0199');
    for (const [document, fact] of [
      [privacy.privacyPolicy, 'dpo@zephyrbay.test'],
      [privacy.privacyPolicy, '1 Test Plaza, Floor 9'],
      [privacy.privacyPolicy, 'Zephyrbay Automation, Inc.'],
      [terms.termsOfService, 'counsel@zephyrbay.test'],
      [terms.termsOfService, '(305) 555-0199'],
      [news.newsContent, 'press@zephyrbay.test'],
      [investors.investorsContent, 'ir@zephyrbay.test'],
    ] as const) {
      expect(JSON.stringify(document)).toContain(fact);
    }
    expect(investors.investorsContent.documents[0]?.fileName).toBe('zephyrbay-automation-investor-presentation.pdf');
  });
});
