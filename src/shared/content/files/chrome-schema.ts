import { z } from 'zod';
import { FACT_PLACEHOLDER } from './fact-names.ts';
import { text } from './content-rules.ts';

/**
 * content/<language>/chrome.yaml: the words around every page's content (the skip link, the header's and mobile
 * menu's buttons, the footer's headings, the news article's labels, …). A phrase that the page completes with a
 * value (the company's name, a phone number, a year) is a template: it names each value as {{name}}, and only those.
 */

const placeholdersIn = (value: string) => [...value.matchAll(FACT_PLACEHOLDER)].map((match) => match[1]!);

/** Words with no {{…}} in them. */
const plain = text.refine((value) => placeholdersIn(value).length === 0, 'takes no {{…}}: write the words themselves');

/** Words shown right after or before others, so their leading or trailing space is kept (quote them). */
const spaced = z
  .string({ error: (issue) => (issue.input === undefined ? 'is missing: add it' : 'must be text in quotes, with its space') })
  .refine((value) => value.trim().length > 0, 'is empty: write it')
  .refine((value) => placeholdersIn(value).length === 0, 'takes no {{…}}: write the words themselves');

/** A phrase the page completes: it names each of `names` as {{name}}, and nothing else. */
const template = (...names: readonly [string, ...string[]]) => {
  const wanted = names.map((name) => `{{${name}}}`).join(' and ');
  return text.refine((value) => {
    const used = placeholdersIn(value);
    return names.every((name) => used.includes(name)) && used.every((name) => names.includes(name));
  }, `must name ${wanted}, where the page puts ${names.length === 1 ? 'that value' : 'those values'}, and no other {{…}}`);
};

/** The names a chrome template may use that are not facts of content/business.yaml. */
export const CHROME_TEMPLATE_VALUES = ['revenueLabel', 'percent', 'year'] as const;

/** A group of words, e.g. `footer:`, with exactly these fields. */
const group = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.strictObject(shape, { error: (issue) => (issue.input === undefined ? 'is missing: add it, with its words below it' : 'must be a group of words, each on its own line below it') });

export const chromeFile = z.strictObject({
  document: group({ skipLink: plain }),
  header: group({ homeLinkLabel: template('company'), mainNavLabel: plain, callUsPrefix: spaced, getStarted: plain }),
  mobileMenu: group({ openMenu: plain, closeMenu: plain, navLabel: plain, callLabel: template('phone') }),
  footer: group({ servicesHeading: plain, companyHeading: plain, contactHeading: plain, allRightsReserved: plain, privacy: plain, terms: plain }),
  leadFormLink: group({ opensInNewTab: spaced }),
  honeypot: group({ label: plain }),
  toaster: group({ regionLabel: plain, dismiss: plain }),
  sampleCallCard: group({ answeredBadge: plain }),
  growthChart: group({ title: template('revenueLabel'), growthBadge: template('percent', 'year') }),
  contactSection: group({ noscriptBefore: plain, noscriptMiddle: plain, salesLabel: plain }),
  downloads: group({ sizeUnknown: plain }),
  legalPage: group({ contentsHeading: plain }),
  newsArticle: group({
    breadcrumbLabel: plain,
    breadcrumbNews: plain,
    coverageSummary: plain,
    pressRelease: plain,
    companyPressRelease: template('company'),
    backToNews: plain,
  }),
  structuredData: group({ priceRange: template('setupRange', 'monthlyFrom'), pressReleaseSection: plain }),
});

export type ChromeFile = z.infer<typeof chromeFile>;
