import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chromeFilesOf } from '../../src/shared/content/files/content-model.ts';
import { factsIn } from '../../src/shared/content/files/facts.ts';
import { chromeIn } from '../../src/shared/content/site-chrome.ts';
import { navigationIn, pageMetaIn } from '../../src/shared/content/site-words.ts';
import { LOCALES } from '../../src/shared/i18n/locales.ts';
import { createSiteConfig } from '../../src/shared/site-config.ts';
import { ContentError } from './content-problems.ts';
import { contentFolder, loadContentFolder } from './load-content.ts';

/**
 * The content folder's rules, on a copy of the real one: what a writer may do (any number of articles, dated today)
 * passes, and each mistake fails with the file, the field or line, and what to do.
 */

let root: string;
const file = (path: string) => join(root, 'content', path);
const write = (path: string, text: string) => writeFileSync(file(path), text);
const edit = (path: string, change: (text: string) => string) => write(path, change(readFileSync(file(path), 'utf8')));
const today = new Date().toISOString().slice(0, 10);

const article = (fields: Record<string, string>, body = 'A paragraph of the article, long enough to read as one.') =>
  `---\n${Object.entries(fields).map(([key, value]) => `${key}: ${value}`).join('\n')}\n---\n\n${body}\n`;
const pressRelease = (title: string, date = today) => article({ kind: 'press-release', title, date, excerpt: `${title}, in one sentence.` });

function problemsOf(): string[] {
  try {
    loadContentFolder(root);
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map((problem) => `${problem.file}${problem.where ? ` (${problem.where})` : ''}: ${problem.message}`);
    throw error;
  }
  return [];
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'content-'));
  cpSync(contentFolder(), join(root, 'content'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

// Each test copies the content folder and reads all of it: a few hundred milliseconds, seconds on a busy machine.
const SLOW = { timeout: 30_000 };

describe('the content folder', SLOW, () => {
  it('loads as it is committed: the same articles in every language', () => {
    const files = loadContentFolder();
    const slugs = LOCALES.map((locale) => files.languages[locale].articles.map((item) => item.slug));
    expect(slugs[0]!.length).toBeGreaterThan(0);
    for (const other of slugs) expect(other).toEqual(slugs[0]);
  });

  it('takes any number of articles, one dated today among them, and orders them newest first', () => {
    for (let number = 1; number <= 12; number++) {
      for (const locale of LOCALES) write(`${locale}/news/announcement-${number}.md`, pressRelease(`Announcement number ${number}`, number === 12 ? today : `2025-03-${String(number).padStart(2, '0')}`));
    }
    const { articles } = loadContentFolder(root).languages.en;
    expect(articles[0]).toMatchObject({ slug: 'announcement-12', date: today });
    expect(articles.map((item) => item.date)).toEqual(articles.map((item) => item.date).sort().reverse());
  });

  it('joins the lines of a paragraph and reads paragraphs apart by the empty line between them', () => {
    for (const locale of LOCALES) write(`${locale}/news/two-paragraphs.md`, article({ kind: 'press-release', title: 'Two', date: today, excerpt: 'Short.' }, 'One line\nand the next.\n\nThe second.'));
    expect(loadContentFolder(root).languages.en.articles.find((item) => item.slug === 'two-paragraphs')?.body).toEqual(['One line and the next.', 'The second.']);
  });
});

describe('the business facts', SLOW, () => {
  it('give the site its prices, phone numbers and hours, and the environment wins for a deploy\'s own facts', () => {
    edit('business.yaml', (text) => text.replace('monthlyFrom: 500', 'monthlyFrom: 750').replace('main: (954) 555-0142', 'main: (954) 555-0100'));
    edit('en/business.yaml', (text) => text.replace(/^businessHours: .*$/m, 'businessHours: Every day, 8:00 a.m. to 8:00 p.m. Eastern'));
    const { business, languages } = loadContentFolder(root);
    const config = createSiteConfig({}, business, languages.en.business);
    expect(config.pricing.monthlyFrom).toBe(750);
    expect(config.mainPhone).toEqual({ display: '(954) 555-0100', e164: '+19545550100' });
    expect(config.businessHours).toBe('Every day, 8:00 a.m. to 8:00 p.m. Eastern');
    expect(createSiteConfig({ SITE_PHONE: '(305) 555-0199' }, business, languages.en.business).mainPhone.display).toBe('(305) 555-0199');
  });

  it.each([
    ['a price written with its $', (text: string) => text.replace('monthlyFrom: 500', 'monthlyFrom: $500'), '(prices.monthlyFrom): must be dollars, a whole number without $ or commas, e.g. 2500'],
    ['a setup range upside down', (text: string) => text.replace('setupMin: 2500', 'setupMin: 20000'), '(prices.setupMin): setupMin must not be above setupMax'],
    ['a phone number too short', (text: string) => text.replace('main: (954) 555-0142', 'main: 555-0142'), '(phones.main): must be a phone number as people read it, e.g. (954) 555-0142'],
    ['an e-mail address without @', (text: string) => text.replace('press: press@harborline.ai', 'press: press.harborline.ai'), '(emails.press): must be an e-mail address, e.g. sales@example.com'],
  ])('refuse %s', (_what, change, expected) => {
    edit('business.yaml', change);
    expect(problemsOf()).toEqual([`content/business.yaml ${expected}`]);
  });
});

describe('a mistake fails with the file and what to do', SLOW, () => {
  it('names an article with no twin, and the twin it lacks', () => {
    write('en/news/new-office.md', pressRelease('New office'));
    expect(problemsOf()).toEqual([expect.stringMatching(/^content\/es\/news\/new-office\.md: is missing: content\/en\/news\/new-office\.md has no twin/)]);
  });

  it('names a translation with no English original', () => {
    write('es/news/nueva-oficina.md', pressRelease('Nueva oficina'));
    expect(problemsOf()).toEqual([expect.stringMatching(/^content\/es\/news\/nueva-oficina\.md: has no English twin content\/en\/news\/nueva-oficina\.md/)]);
  });

  it('names twins that disagree on the date', () => {
    for (const locale of LOCALES) write(`${locale}/news/new-office.md`, pressRelease('New office', locale === 'en' ? today : '2024-05-01'));
    expect(problemsOf()).toEqual([expect.stringMatching(/^content\/es\/news\/new-office\.md: says something else than its twin content\/en\/news\/new-office\.md/)]);
  });

  it.each([
    ['a date that does not exist', { date: '2024-02-30' }, /\(date\): is not a real date/],
    ['a date written another way', { date: '30/01/2024' }, /\(date\): must be written YYYY-MM-DD/],
    ['a date in the future', { date: '2999-01-01' }, /\(date\): is in the future/],
    ['a misspelt field', { titel: 'x' }, /: unknown field titel: check its spelling/],
    ['an outlet on a press release', { publication: 'Daily' }, /: unknown field publication/],
    ['an unknown kind', { kind: 'blog' }, /\(kind\): kind must be one of coverage, press-release/],
    ['an excerpt of three sentences', { excerpt: 'One. Two. Three.' }, /\(excerpt\): is longer than two sentences/],
    ['a fact the site does not know', { excerpt: '"Call {{phon}} today."' }, /: \{\{phon\}\} is no fact the site knows: use one of \{\{company\}\}/],
    ['a text starting with a fact, unquoted', { title: '{{company}} opens' }, /\(line \d\): .*must be in quotes/],
  ])('%s', (_what, change, expected) => {
    const fields = { kind: 'press-release', title: 'New office', date: today, excerpt: 'We opened an office.', ...change };
    for (const locale of LOCALES) write(`${locale}/news/new-office.md`, article(fields));
    const problems = problemsOf().filter((problem) => problem.startsWith('content/en/'));
    expect(problems).toEqual([expect.stringMatching(new RegExp(`^content/en/news/new-office\\.md.*${expected.source}`))]);
  });

  it('names the line of Markdown an article page cannot show', () => {
    for (const locale of LOCALES) write(`${locale}/news/new-office.md`, article({ kind: 'press-release', title: 'x', date: today, excerpt: 'x.' }, 'A paragraph.\n\n## A heading'));
    expect(problemsOf()).toContain('content/en/news/new-office.md (line 10): a heading (#) is not shown on an article page, which has paragraphs of plain text only: write it as plain text');
  });

  it('names a file name that cannot be an address, and a file that is no article', () => {
    for (const locale of LOCALES) write(`${locale}/news/New Office.md`, pressRelease('New office'));
    write('en/news/notes.txt', 'draft');
    expect(problemsOf()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/en\/news\/New Office\.md: the file name is the article's address/),
        'content/en/news/notes.txt: is not an article: only Markdown files (.md) belong in a news folder',
      ]),
    );
  });

  it('names a legal section heading without its anchor, and a translation whose sections differ', () => {
    edit('en/legal/privacy.md', (text) => text.replace(/^## (.*) \{#information-we-collect\}$/m, '## $1'));
    edit('es/legal/terms.md', (text) => text.replace('{#fees-and-payment}', '{#fees}'));
    expect(problemsOf()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/en\/legal\/privacy\.md \(line \d+\): a section heading ends with its anchor, the same in every language/),
        'content/es/legal/terms.md: differs from its twin content/en/legal/terms.md: the dates and the sections\' anchors, in order, must be the same (English has {#fees-and-payment} where it has {#fees})',
      ]),
    );
  });

  it('names a page file that lost a field, or is gone', () => {
    edit('es/pages/news.yaml', (text) => text.replace(/^readMoreLabel: .*\n/m, ''));
    unlinkSync(file('en/pages/news.yaml'));
    expect(problemsOf()).toEqual([
      'content/en/pages/news.yaml: is missing: every language has this file (copy the English one and translate it)',
      'content/es/pages/news.yaml (readMoreLabel): is missing: add it',
    ]);
  });
});

describe('the Investors page\'s files', SLOW, () => {
  const metric = (title: string, value: string) => `  - title: ${title}\n    value: "${value}"\n    description: A figure worth stating.\n    period: As of today\n`;
  const document = (id: string) => `  - id: ${id}\n    title: Quarterly Letter\n    description: What happened this quarter.\n`;

  it('take any number of metrics, documents, years and table rows', () => {
    for (const locale of LOCALES) {
      edit(`${locale}/pages/investors.yaml`, (text) =>
        text
          .replace('highlightsEyebrow:', `${metric('Countries', '3')}${metric('Partners', '40+')}highlightsEyebrow:`)
          .replace(/^contact:/m, `${document('quarterly-letter-q1-2024')}contact:`)
          .replace('    retention:', '    churn: Client churn\n    retention:'),
      );
    }
    edit('financials.yaml', (text) =>
      text.replace('[2021, 2022, 2023]', '[2021, 2022, 2023, 2024]').replace('[180, 610, 2540]', '[180, 610, 2540, 4100]')
        .replace(/values: \[(\d+), (\d+), (\d+)\] \}/g, 'values: [$1, $2, $3, $3] }')
        .concat('  - { id: churn, format: percent, values: [12, 9, 6, 6] }\n'),
    );
    const { financials, languages } = loadContentFolder(root);
    expect(languages.es.pages.investors.metrics.map((item) => item.value)).toEqual(['300%+', '500+', '12+', '99.9%', '3', '40+']);
    expect(languages.en.pages.investors.documents.at(-1)?.id).toBe('quarterly-letter-q1-2024');
    expect(financials.years).toEqual([2021, 2022, 2023, 2024]);
    expect(financials.rows.map((row) => row.id)).toEqual(['recurring-share', 'clients', 'retention', 'churn']);
  });

  it('name a translation whose documents or metrics differ from English, and a row without its label', () => {
    edit('es/pages/investors.yaml', (text) => text.replace('id: annual-report-2023', 'id: informe-anual-2023').replace('value: 500+', 'value: 600+'));
    edit('en/pages/investors.yaml', (text) => text.replace(/^ {4}retention: .*\n/m, ''));
    expect(problemsOf()).toEqual([
      'content/en/pages/investors.yaml (financials.rows): must give a label to each row of content/financials.yaml and no other: recurring-share, clients, retention',
      'content/es/pages/investors.yaml (metrics): differs from its twin content/en/pages/investors.yaml: list the same metrics with the same values, in the same order (300%+, 500+, 12+, 99.9%)',
      'content/es/pages/investors.yaml (documents): differs from its twin content/en/pages/investors.yaml: list the same documents with the same ids, in the same order (investor-presentation, annual-report-2023, financial-summary-q4-2023, market-analysis-report)',
    ]);
  });

  it('name a year without its figure, an unknown icon and an empty list', () => {
    edit('financials.yaml', (text) => text.replace('[180, 610, 2540]', '[610, 2540]'));
    edit('en/pages/investors.yaml', (text) => text.replace('icon: palette', 'icon: paintbrush').replace(/^documents:\n( {2}- .*\n( {4}.*\n)*)+/m, 'documents: []\n'));
    const problems = problemsOf();
    expect(problems).toContain('content/financials.yaml (revenue): has 2 values for 3 years: give one value per year, in the order of years');
    expect(problems.find((problem) => problem.startsWith('content/en/pages/investors.yaml (highlights.4.icon): must be one of the icons'))).toBeDefined();
    expect(problems).toContain('content/en/pages/investors.yaml (documents): has no documents: add at least one');
  });
});

describe('the home, Solutions and FAQ files', SLOW, () => {
  const question = (id: string) => `      - id: ${id}\n        question: Do you work on Sundays?\n        answer: "Yes: every day of the year."\n`;

  it('take any number of questions, cards and services, in the order written', () => {
    for (const locale of LOCALES) {
      edit(`${locale}/pages/faq.yaml`, (text) => text.replace(/^ {6}- id: languages\n/m, `${question('sundays')}${question('holidays')}      - id: languages\n`));
      edit(`${locale}/pages/home.yaml`, (text) => text.replace(/^ {4}- icon: landmark\n( {6}.*\n)+/m, ''));
    }
    const { en, es } = loadContentFolder(root).languages;
    for (const files of [en, es]) {
      expect(files.pages.faq.groups[1]?.items.map((item) => item.id).slice(4, 8)).toEqual(['transfer', 'sundays', 'holidays', 'languages']);
      expect(files.pages.home.industries.cards.map((card) => card.icon)).toEqual(['home', 'heart-pulse', 'scale', 'shopping-cart', 'briefcase']);
    }
  });

  it('name the file and the field of a mistake, and what to do', () => {
    edit('en/pages/home.yaml', (text) => text.replace('highlight: never misses a call', 'highlight: never misses one').replace('icon: scale', 'icon: gavel'));
    edit('en/pages/solutions.yaml', (text) => text.replace('price: "{{setupRange}}"', 'price: $2,500 - $10,000').replace('id: healthcare-package', 'id: real-estate-package'));
    edit('es/pages/faq.yaml', (text) => text.replace(/^( {8})answer: .*\n/m, ''));
    const problems = problemsOf();
    expect(problems).toEqual(
      expect.arrayContaining([
        'content/en/pages/home.yaml (hero.highlight): must be a part of hero.title, written exactly as there: the words of the title shown emphasised',
        expect.stringMatching(/^content\/en\/pages\/home\.yaml \(industries\.cards\.2\.icon\): must be one of the icons phone, /),
        'content/en/pages/solutions.yaml (investment.setup.price): must show the price as a fact, e.g. "{{setupRange}}" or "{{monthlyFromPlus}} per month" (the figures themselves are in content/business.yaml)',
        'content/en/pages/solutions.yaml (categories.2.services.1.id): real-estate-package is used twice on the page: give each its own id (it is the address of its place on the page)',
        'content/es/pages/faq.yaml (groups.0.items.0.answer): is missing: add it',
      ]),
    );
  });

  it('name a translation that lacks an entry of its twin, or shows another icon', () => {
    edit('es/pages/faq.yaml', (text) => text.replace(/^ {6}- id: languages\n( {8}.*\n)+/m, ''));
    edit('es/pages/solutions.yaml', (text) => text.replace(/^( {8})icon: phone$/m, '$1icon: mic'));
    expect(problemsOf()).toEqual([
      'content/es/pages/solutions.yaml (categories.0.services.0.icon): differs from its twin content/en/pages/solutions.yaml: must be phone, as in its twin: ids, icons, drawings and figures are the same in every language',
      'content/es/pages/faq.yaml (groups.1.items): differs from its twin content/en/pages/faq.yaml: has 9 entries where its twin has 10 (missing languages): translate each of the twin\'s entries, no more, in its order',
    ]);
  });

  it('name a translation that is missing', () => {
    unlinkSync(file('es/pages/home.yaml'));
    expect(problemsOf()).toEqual(['content/es/pages/home.yaml: is missing: every language has this file (copy the English one and translate it)']);
  });
});

describe('the site file: page titles, descriptions and menu labels', SLOW, () => {
  it('gives the menus the labels written, at the addresses the site fixes, and the descriptions their prices as facts', () => {
    edit('en/site.yaml', (text) => text.replace('    industries: Industries', '    industries: Sectors').replace('    title: Investor Relations', '    title: Investors and Shareholders'));
    const { en, es } = loadContentFolder(root).languages;
    expect(navigationIn('en', en).header).toContainEqual({ href: '/#industries', label: 'Sectors' });
    expect(pageMetaIn('en', en)['/investors'].title).toBe('Investors and Shareholders');
    for (const [locale, files] of [['en', en], ['es', es]] as const) {
      const { description } = pageMetaIn(locale, files)['/solutions'];
      expect(description).toContain(factsIn(locale).setupMin);
      expect(description).toContain(factsIn(locale).monthlyFrom);
      expect(description).not.toContain('{{');
    }
  });

  it('names a translation that lacks a link or has a page English has not, and a price written as a figure', () => {
    edit('es/site.yaml', (text) => text.replace('    about: Nosotros\n', '').replace('pages:\n', 'pages:\n  blog:\n    name: Blog\n    title: Blog\n    description: Artículos.\n'));
    edit('en/site.yaml', (text) => text.replace('Setup from {{setupMin}}', 'Setup from $2,500'));
    expect(problemsOf()).toEqual([
      'content/en/site.yaml (pages.solutions.description): writes a price as a figure: write it as a fact, e.g. "from {{setupMin}}" or "{{monthlyFrom}} a month" (the figures themselves are in content/business.yaml)',
      'content/es/site.yaml (pages): unknown field blog: check its spelling, or remove it',
      "content/es/site.yaml (navigation.header.about): is missing: add it (every language's site.yaml has the same pages and links as content/en/site.yaml)",
    ]);
  });

  it('names a page left out of a translation, and a translation that is missing', () => {
    edit('es/site.yaml', (text) => text.replace(/^ {2}notFound:\n( {4}.*\n)+/m, ''));
    expect(problemsOf()).toEqual(["content/es/site.yaml (pages.notFound): is missing: add it (every language's site.yaml has the same pages and links as content/en/site.yaml)"]);
    unlinkSync(file('es/site.yaml'));
    expect(problemsOf()).toEqual(['content/es/site.yaml: is missing: every language has this file (copy the English one and translate it)']);
  });
});

describe('the chrome file: the words around every page', SLOW, () => {
  it('completes each phrase with the values the page gives, in every language, and keeps the spaces written', () => {
    edit('en/chrome.yaml', (text) => text.replace('homeLinkLabel: "{{company}} home"', 'homeLinkLabel: "Back to {{company}}\'s home page"'));
    const files = chromeFilesOf(loadContentFolder(root));
    expect(chromeIn('en', files).header.homeLinkLabel('Acme')).toBe("Back to Acme's home page");
    expect(chromeIn('en', files).header.callUsPrefix).toBe('Call us at ');
    for (const locale of LOCALES) {
      const chrome = chromeIn(locale, files);
      const phrases = [
        chrome.header.homeLinkLabel('Acme'),
        chrome.mobileMenu.callLabel('(305) 555-0100'),
        chrome.growthChart.title('Revenue'),
        chrome.growthChart.growthBadge(42, 2031),
        chrome.newsArticle.companyPressRelease('Acme'),
        chrome.structuredData.priceRange('$1 - $2', '$3'),
      ];
      expect(phrases.filter((phrase) => phrase.includes('{{'))).toEqual([]);
      expect(phrases.join(' ')).toMatch(/Acme.*555-0100.*Revenue.*42%.*2031.*Acme.*\$1 - \$2.*\$3/);
    }
  });

  it('names a phrase that lost its value or names another, words with a {{…}}, and a translation that lacks a field', () => {
    edit('en/chrome.yaml', (text) => text.replace('callLabel: "Call {{phone}}"', 'callLabel: Call us').replace('title: "{{revenueLabel}} by year"', 'title: "{{revenue}} by year"').replace('skipLink: Skip to main content', 'skipLink: Skip to {{company}}'));
    edit('es/chrome.yaml', (text) => text.replace(/^ {2}dismiss: .*\n/m, ''));
    expect(problemsOf()).toEqual([
      expect.stringMatching(/^content\/en\/chrome\.yaml: \{\{revenue\}\} is no fact the site knows: use one of /),
      'content/en/chrome.yaml (document.skipLink): takes no {{…}}: write the words themselves',
      'content/en/chrome.yaml (mobileMenu.callLabel): must name {{phone}}, where the page puts that value, and no other {{…}}',
      'content/en/chrome.yaml (growthChart.title): must name {{revenueLabel}}, where the page puts that value, and no other {{…}}',
      'content/es/chrome.yaml (toaster.dismiss): is missing: add it',
    ]);
  });
});
