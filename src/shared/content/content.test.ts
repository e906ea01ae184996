import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatUsd, siteConfig } from '../site-config.ts';
import type * as SiteConfigModule from '../site-config.ts';
import { homeContent } from './home.ts';
import { investorsContent } from './investors.ts';
import { faqItems } from './faq.ts';
import { FINANCIALS, financialTable, yearOverYearGrowth } from './financials.ts';
import { newsContent } from './news.ts';
import { privacyPolicy } from './privacy.ts';
import { solutionsContent } from './solutions.ts';
import { termsOfService } from './terms.ts';
import type { LegalDocument } from './types.ts';

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Every string value inside a content object, depth first. */
function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

function sentenceCount(text: string): number {
  return text.split(/[.!?](?:\s+|$)/).filter((part) => part.trim().length > 0).length;
}

function legalText(doc: LegalDocument): string {
  return allStrings(doc).join('\n');
}

const setupRange = `${formatUsd(siteConfig.pricing.setupMin)} - ${formatUsd(siteConfig.pricing.setupMax)}`;
const monthlyFrom = `${formatUsd(siteConfig.pricing.monthlyFrom)}+`;

describe('home content', () => {
  const home = homeContent;
  const text = allStrings(home).join('\n');

  it('has the hero labels, badges and a highlight that occurs in the title', () => {
    expect(home.hero.consultationLabel).toBe('Get Free Consultation');
    expect(home.hero.assistantLabel).toBe('Talk with Our AI Assistant');
    expect(home.hero.badges).toEqual(['Enterprise Security', '24/7 Monitoring']);
    expect(home.hero.title).toContain(home.hero.highlight);
    expect(home.hero.highlight.length).toBeGreaterThan(0);
  });

  it('states that many businesses already use the product', () => {
    expect(home.hero.socialProof).toMatch(/trusted by \d[\d,]*\+? businesses/i);
  });

  it.each([
    '98% call answer rate',
    '50% cost reduction',
    '24/7 availability',
    '35% average increase in lead conversion',
    '95% customer satisfaction',
    '99.9% uptime',
  ])('shows the claim "%s" verbatim', (claim) => {
    expect(text.toLowerCase()).toContain(claim.toLowerCase());
  });

  it('has three values with the exact titles', () => {
    expect(home.about.values.map((v) => v.title)).toEqual(['Innovation First', 'Customer Success', 'Results Driven']);
  });

  it('has four photo tiles using distinct illustrations with real alt text', () => {
    expect(home.about.tiles).toHaveLength(4);
    expect(new Set(home.about.tiles.map((t) => t.illustration)).size).toBe(4);
    for (const tile of home.about.tiles) {
      expect(tile.alt.length).toBeGreaterThan(20);
      expect(tile.alt).not.toMatch(/^(image|photo|picture)\b/i);
    }
  });

  it('has six solution cards with the exact titles and three bullets each', () => {
    expect(home.solutions.cards.map((c) => c.title)).toEqual([
      'Inbound Call Handling',
      'SMS Follow-up',
      'Lead Qualification',
      'Analytics & Insights',
      'Smart Routing',
      'CRM Integration',
    ]);
    for (const card of home.solutions.cards) {
      expect(card.bullets).toHaveLength(3);
      for (const bullet of card.bullets) expect(bullet.trim().length).toBeGreaterThan(0);
    }
  });

  it('has four benefits with the exact titles', () => {
    expect(home.whyChoose.benefits.map((b) => b.title)).toEqual([
      'Increase Conversions',
      'Reduce Costs',
      '24/7 Availability',
      'Improve Quality',
    ]);
  });

  it('has six industries with three use cases each', () => {
    expect(home.industries.cards.map((c) => c.title)).toEqual([
      'Real Estate',
      'Healthcare',
      'Legal Services',
      'E-commerce',
      'Financial Services',
      'Professional Services',
    ]);
    for (const card of home.industries.cards) expect(card.useCases).toHaveLength(3);
  });

  it('invites the visitor to transform their business and lists four reasons', () => {
    expect(home.contact.heading).toMatch(/transform your business/i);
    expect(home.contact.reasons.map((r) => r.title)).toEqual([
      'Personalized Solution',
      'Live AI Demo',
      'ROI Calculator',
      'Implementation Plan',
    ]);
  });

  it('shows pricing from siteConfig in the investment overview', () => {
    expect(setupRange).toBe('$2,500 - $10,000');
    const { setupLabel, setupPrice, monthlyLabel, monthlyPrice } = home.contact.investment;
    expect(setupPrice).toBe(setupRange);
    expect(setupLabel).toMatch(/one-time/i);
    expect(monthlyPrice).toContain(monthlyFrom);
    expect(monthlyPrice).toMatch(/month/i);
    // The price is said once, beside its label, not in it too.
    for (const label of [setupLabel, monthlyLabel]) expect(label).not.toMatch(/\$\d/);
  });
});

describe('solutions content', () => {
  const solutions = solutionsContent;
  const services = solutions.categories.flatMap((c) => c.services);

  it('has the hero, card and closing labels', () => {
    expect(solutions.hero.quoteLabel).toBe('Get Custom Quote');
    expect(solutions.learnMoreLabel).toBe('Learn More & Get Quote');
    expect(solutions.closing.demoLabel).toBe('Schedule Free Demo');
    expect(solutions.closing.callLabel).toBe(`Call ${siteConfig.mainPhone.display}`);
  });

  it('has the investment structure with pricing from siteConfig', () => {
    const { setup, monthly, note } = solutions.investment;
    expect(setup.title).toBe('Setup & Implementation');
    expect(setup.price).toBe(setupRange);
    expect(setup.period).toBe('one-time');
    expect(monthly.title).toBe('Monthly Service Plans');
    expect(monthly.price).toBe(monthlyFrom);
    // Each card says its price once: the words beside it carry no figure.
    for (const plan of [setup, monthly]) expect(plan.text).not.toMatch(/\$\d/);
    expect(monthly.period).toBe('per month');
    expect(note).toBe('All plans include dedicated support, regular updates and performance guarantees.');
  });

  it('has three categories in order with 3/3/7 services', () => {
    expect(solutions.categories.map((c) => [c.id, c.title])).toEqual([
      ['core', 'Core AI Services'],
      ['advanced', 'Advanced Solutions'],
      ['industry', 'Industry-Specific Packages'],
    ]);
    expect(solutions.categories.map((c) => c.services.map((s) => s.title))).toEqual([
      ['AI Phone Assistant', 'SMS Marketing Automation', 'Lead Qualification System'],
      ['Voice Analytics & Insights', 'Multi-Channel Integration', 'White-Label AI Solutions'],
      ['Real Estate', 'Healthcare', 'E-commerce', 'Retail', 'Automotive', 'Insurance', 'Hospitality'],
    ]);
    expect(services).toHaveLength(13);
  });

  it('gives every service a unique kebab-case id, a short description and six distinct features', () => {
    const ids = services.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const service of services) {
      expect(service.id).toMatch(KEBAB);
      expect(service.features).toHaveLength(6);
      expect(new Set(service.features).size).toBe(6);
      const sentences = sentenceCount(service.description);
      expect(sentences).toBeGreaterThanOrEqual(1);
      expect(sentences).toBeLessThanOrEqual(2);
    }
  });

  it('answers the expected FAQ topics consistently with the spec figures', () => {
    expect(faqItems.length).toBeGreaterThanOrEqual(25);
    expect(new Set(faqItems.map((f) => f.id)).size).toBe(faqItems.length);
    expect(new Set(faqItems.map((f) => f.question)).size).toBe(faqItems.length);
    const questions = faqItems.map((f) => f.question).join('\n');
    for (const topic of [/cost/i, /setup take/i, /crm/i, /secure/i, /can[’']t answer/i, /salesforce/i, /hipaa/i, /after hours/i, /appointments/i]) {
      expect(questions).toMatch(topic);
    }
    const answers = faqItems.map((f) => f.answer).join('\n');
    expect(answers).toContain(setupRange);
    expect(answers).toContain(formatUsd(siteConfig.pricing.monthlyFrom));
    expect(answers).toContain('90 days');
    expect(answers).toContain('30 days');
  });
});

describe('news content', () => {
  const news = newsContent;
  const items = [...news.coverage, ...news.pressReleases];

  it('is dated January 2024 with valid dates', () => {
    for (const item of items) {
      expect(item.date).toMatch(/^2024-01-\d{2}$/);
      expect(Number.isNaN(Date.parse(item.date))).toBe(false);
    }
  });

  it('has 3 coverage items and 2 press releases with unique kebab-case slugs and ids', () => {
    expect(news.coverage).toHaveLength(3);
    expect(news.pressReleases).toHaveLength(2);
    const slugs = items.map((i) => i.slug);
    expect(new Set(slugs).size).toBe(5);
    expect(new Set(items.map((i) => i.id)).size).toBe(5);
    for (const slug of slugs) expect(slug).toMatch(KEBAB);
  });

  it('summarises coverage on our own pages, naming the outlet, and links press releases to our own pages', () => {
    expect(new Set(news.coverage.map((c) => c.publication)).size).toBe(3);
    for (const item of news.coverage) {
      expect(item).not.toHaveProperty('link');
      expect(news.summaryOf(item.publication)).toContain(item.publication);
      expect(item.category.length).toBeGreaterThan(0);
    }
    for (const release of news.pressReleases) expect(release.link).toBe(`/news/${release.slug}`);
  });

  it('has short excerpts and bodies of 4 to 6 paragraphs', () => {
    for (const item of items) {
      expect(sentenceCount(item.excerpt)).toBeLessThanOrEqual(2);
      expect(item.body.length).toBeGreaterThanOrEqual(4);
      expect(item.body.length).toBeLessThanOrEqual(6);
      for (const paragraph of item.body) expect(paragraph.length).toBeGreaterThan(80);
    }
  });

  it('has the media resource labels', () => {
    expect(news.mediaResources.downloadLabel).toBe('Download Media Kit');
    expect(news.mediaResources.contactLabel).toBe('Contact Media Team');
  });
});

describe('investors content', () => {
  const investors = investorsContent;

  it('has yearly figures that agree with the headline metrics', () => {
    const metric = (title: string) => investors.metrics.find((m) => m.title === title)!.value;
    const lastGrowth = yearOverYearGrowth(FINANCIALS.revenue.values).at(-1)!;
    expect(metric('Revenue Growth')).toBe('300%+');
    expect(lastGrowth).toBeGreaterThanOrEqual(300);
    expect(lastGrowth).toBeLessThan(400);
    const clients = FINANCIALS.rows.find((row) => row.label.startsWith('Business clients'))!.values.at(-1)!;
    expect(metric('Business Clients')).toBe('500+');
    expect(clients).toBeGreaterThanOrEqual(500);
    expect(clients).toBeLessThan(600);
    expect(FINANCIALS.years.at(-1)).toBe(2023);
  });

  it('prints the table with revenue growth computed from revenue', () => {
    const table = financialTable();
    expect(table[0]).toEqual({ label: 'Revenue', cells: ['$0.18M', '$0.61M', '$2.54M'] });
    expect(table[1]).toEqual({ label: 'Revenue growth', cells: ['–', '+239%', '+316%'] });
    expect(table.map((row) => row.label)).toEqual(['Revenue', 'Revenue growth', 'Recurring share of revenue', 'Business clients at year end', 'Client retention']);
  });

  it('has four metrics with the spec values', () => {
    expect(investors.metrics.map((m) => m.value)).toEqual(['300%+', '500+', '12+', '99.9%']);
    for (const metric of investors.metrics) {
      expect(metric.description.length).toBeGreaterThan(0);
      expect(metric.period.length).toBeGreaterThan(0);
    }
  });

  it('has six distinct highlights', () => {
    expect(investors.highlights).toHaveLength(6);
    expect(new Set(investors.highlights.map((h) => h.title)).size).toBe(6);
  });

  it('has the market figures', () => {
    const values = investors.market.figures.map((f) => f.value);
    expect(values).toContain('$13.9B');
    expect(values).toContain('24.3%');
    expect(values.length).toBeGreaterThanOrEqual(3);
    expect(values.length).toBeLessThanOrEqual(4);
    const cagr = investors.market.figures.find((f) => f.value === '24.3%');
    expect(cagr?.label).toMatch(/CAGR|growth/i);
  });

  it('has 3 or 4 Why Now points', () => {
    expect(investors.whyNow.points.length).toBeGreaterThanOrEqual(3);
    expect(investors.whyNow.points.length).toBeLessThanOrEqual(4);
  });

  it('has four PDF documents with kebab-case ids and PDF file names', () => {
    expect(investors.documents).toHaveLength(4);
    expect(new Set(investors.documents.map((d) => d.id)).size).toBe(4);
    for (const doc of investors.documents) {
      expect(doc.type).toBe('PDF');
      expect(doc.id).toMatch(KEBAB);
      expect(doc.fileName).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*\.pdf$/);
      expect(doc.fileName).toContain(doc.id);
    }
  });

  it('has the contact labels', () => {
    expect(investors.contact.scheduleLabel).toBe('Schedule Investor Call');
    expect(investors.contact.messageLabel).toBe('Send Message');
  });
});

describe.each([
  ['privacy policy', privacyPolicy, 'Privacy Policy', 12],
  ['terms of service', termsOfService, 'Terms of Service', 16],
] as const)('%s structure', (_name, doc, title, sectionCount) => {
  it('has the title, dates and section count', () => {
    expect(doc.title).toBe(title);
    expect(doc.effectiveDate).toBe('2024-01-01');
    expect(doc.lastUpdated).toBe('2024-01-01');
    expect(doc.sections).toHaveLength(sectionCount);
  });

  it('has unique kebab-case section ids and substantive sections', () => {
    const ids = doc.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const section of doc.sections) {
      expect(section.id).toMatch(KEBAB);
      expect(section.blocks.length).toBeGreaterThanOrEqual(2);
      expect(allStrings(section.blocks).join(' ').length).toBeGreaterThan(300);
      for (const block of section.blocks) {
        if (block.kind === 'list') expect(block.items.length).toBeGreaterThan(0);
        else expect(block.text.trim().length).toBeGreaterThan(0);
      }
    }
  });
});

describe('privacy policy content', () => {
  const text = legalText(privacyPolicy);

  it('has the sections in the required order', () => {
    expect(privacyPolicy.sections.map((s) => s.title)).toEqual([
      'Information We Collect',
      'How We Use Your Information',
      'How We Share Information',
      'Data Security',
      'Data Retention',
      'Your Rights and Choices',
      'Cookies and Similar Technologies',
      'Third-Party Services',
      'International Data Transfers',
      'Children’s Privacy',
      'Changes to This Policy',
      'Contact Us',
    ]);
  });

  it('states the retention periods', () => {
    const retention = allStrings(privacyPolicy.sections[4]).join(' ');
    expect(retention).toContain('7 years');
    expect(retention).toContain('90 days');
    expect(retention).toContain('30 days');
    expect(text).toMatch(/voice recordings[^.]*90 days/i);
    expect(text).toMatch(/SMS data[^.]*30 days/i);
  });

  it('covers rights, SMS opt-out, TCPA, cookies, third parties and children', () => {
    const rights = allStrings(privacyPolicy.sections[5]).join(' ');
    expect(rights).toMatch(/access/i);
    expect(rights).toMatch(/correct/i);
    expect(rights).toMatch(/delet|erasure/i);
    expect(rights).toContain(siteConfig.privacyEmail);
    expect(rights).toContain('STOP');
    expect(text).toContain('TCPA');
    expect(allStrings(privacyPolicy.sections[6]).join(' ')).toMatch(/does not use advertising or tracking cookies/i);
    const thirdParties = allStrings(privacyPolicy.sections[7]).join(' ');
    for (const provider of [/voice-AI provider/i, /transport provider/i, /error reporting/i, /e-mail delivery/i]) {
      expect(thirdParties).toMatch(provider);
    }
    expect(allStrings(privacyPolicy.sections[9]).join(' ')).toContain('under 18');
  });

  it('gives contact details from siteConfig', () => {
    const contact = allStrings(privacyPolicy.sections[11]).join(' ');
    expect(contact).toContain(siteConfig.privacyEmail);
    expect(contact).toContain(siteConfig.mainPhone.display);
    expect(contact).toContain(siteConfig.address.streetAddress);
    expect(contact).toContain(siteConfig.address.postalCode);
  });
});

describe('terms of service content', () => {
  const text = legalText(termsOfService);

  it('has the sections in the required order', () => {
    expect(termsOfService.sections.map((s) => s.title)).toEqual([
      'Acceptance of Terms',
      'Description of Services',
      'Accounts and Registration',
      'Acceptable Use',
      'Customer Responsibilities and Compliance',
      'Fees and Payment',
      'Intellectual Property',
      'Customer Data',
      'Service Availability',
      'Warranties and Disclaimers',
      'Limitation of Liability',
      'Indemnification',
      'Term and Termination',
      'Force Majeure',
      'Governing Law and Dispute Resolution',
      'Contact Information',
    ]);
  });

  it('states the figures from the spec', () => {
    const fees = allStrings(termsOfService.sections[5]).join(' ');
    expect(fees).toContain(formatUsd(siteConfig.pricing.setupMin));
    expect(fees).toContain(formatUsd(siteConfig.pricing.setupMax));
    expect(fees).toContain(formatUsd(siteConfig.pricing.monthlyFrom));
    expect(fees).toMatch(/30 days’ (written )?notice before any price change/);
    expect(allStrings(termsOfService.sections[8]).join(' ')).toContain('99.9%');
    expect(allStrings(termsOfService.sections[10]).join(' ')).toMatch(/12 MONTHS/i);
    expect(text).toContain('30 days');
  });

  it('covers TCPA and call-recording consent', () => {
    const compliance = allStrings(termsOfService.sections[4]).join(' ');
    expect(compliance).toContain('TCPA');
    expect(compliance).toMatch(/recording/i);
  });

  it('chooses Florida law and arbitration in Fort Lauderdale', () => {
    const law = allStrings(termsOfService.sections[14]).join(' ');
    expect(law).toContain('laws of the State of Florida');
    expect(law).toMatch(/arbitration/i);
    expect(law).toContain('Fort Lauderdale, Florida');
  });

  it('gives contact details from siteConfig', () => {
    const contact = allStrings(termsOfService.sections[15]).join(' ');
    expect(contact).toContain(siteConfig.legalEmail);
    expect(contact).toContain(siteConfig.mainPhone.display);
    expect(contact).toContain(siteConfig.address.streetAddress);
  });
});

const allContent = {
  homeContent,
  solutionsContent,
  newsContent,
  investorsContent,
  privacyPolicy,
  termsOfService,
};

describe('copy hygiene', () => {
  const strings = allStrings(allContent);

  it.each([
    /lorem/i,
    /ipsum/i,
    /\bTBD\b/,
    /\bTODO\b/,
    /placeholder/i,
    /\bundefined\b/,
    /\bNaN\b/,
    /\[object /,
    /\$\{/,
    /\s{2,}/,
  ])('no copy string matches %s', (pattern) => {
    expect(strings.filter((s) => pattern.test(s))).toEqual([]);
  });

  it('has no empty or padded strings', () => {
    expect(strings.filter((s) => s.trim() !== s || s.length === 0)).toEqual([]);
  });

  it('mentions the company phone number only as configured', () => {
    expect(JSON.stringify(solutionsContent)).toContain(siteConfig.mainPhone.display);
    expect(JSON.stringify(privacyPolicy)).toContain(siteConfig.mainPhone.display);
    expect(JSON.stringify(termsOfService)).toContain(siteConfig.mainPhone.display);
  });
});

describe('company facts come from siteConfig', () => {
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

    const [home, solutions, news, investors, privacy, terms] = await Promise.all([
      import('./home.ts'),
      import('./solutions.ts'),
      import('./news.ts'),
      import('./investors.ts'),
      import('./privacy.ts'),
      import('./terms.ts'),
    ]);
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
    expect(solutions.solutionsContent.closing.callLabel).toBe('Call (305) 555-0199');
    expect(JSON.stringify(privacy.privacyPolicy)).toContain('dpo@zephyrbay.test');
    expect(JSON.stringify(privacy.privacyPolicy)).toContain('1 Test Plaza, Floor 9');
    expect(JSON.stringify(privacy.privacyPolicy)).toContain('Zephyrbay Automation, Inc.');
    expect(JSON.stringify(terms.termsOfService)).toContain('counsel@zephyrbay.test');
    expect(JSON.stringify(terms.termsOfService)).toContain('(305) 555-0199');
    expect(JSON.stringify(news.newsContent)).toContain('press@zephyrbay.test');
    expect(JSON.stringify(investors.investorsContent)).toContain('ir@zephyrbay.test');
    expect(investors.investorsContent.documents[0].fileName).toBe('zephyrbay-automation-investor-presentation.pdf');
  });
});
