/**
 * Shapes of the site's copy. The pages' copy comes from content/ (files/*-schema.ts check it: lists of any length,
 * never empty); the product's words are typed here and written in TypeScript.
 */

export type { IconName } from './files/icon-names.ts';
import type { IconName } from './files/icon-names.ts';

export interface Stat {
  value: string;
  label: string;
}

export interface IconCard {
  icon: IconName;
  title: string;
  text: string;
}

/** Illustrations drawn as SVG in src/client/components/illustrations. */
export type { IllustrationName } from './files/home-schema.ts';
import type { IllustrationName } from './files/home-schema.ts';

export interface PhotoTile {
  illustration: IllustrationName;
  /** Alternative text describing the picture. */
  alt: string;
  caption: string;
}

export interface HomeContent {
  hero: {
    eyebrow: string;
    title: string;
    /** Part of the title to emphasise; must occur in title. */
    highlight: string;
    lead: string;
    consultationLabel: string;
    assistantLabel: string;
    stats: readonly Stat[];
    /** The "many businesses already use it" statement. */
    socialProof: string;
    badges: readonly string[];
  };
  about: {
    eyebrow: string;
    heading: string;
    lead: string;
    values: readonly IconCard[];
    tiles: readonly PhotoTile[];
    cta: { heading: string; text: string; label: string };
  };
  solutions: {
    eyebrow: string;
    heading: string;
    lead: string;
    cards: readonly (IconCard & { bullets: readonly string[] })[];
    /** The link to the Solutions page below the cards. */
    exploreLabel: string;
  };
  whyChoose: {
    eyebrow: string;
    heading: string;
    lead: string;
    benefits: readonly (IconCard & { stat: string })[];
  };
  industries: {
    eyebrow: string;
    heading: string;
    lead: string;
    cards: readonly (IconCard & { useCases: readonly string[] })[];
  };
  contact: {
    eyebrow: string;
    heading: string;
    lead: string;
    formHeading: string;
    reasonsHeading: string;
    reasons: readonly IconCard[];
    investment: { heading: string; setupLabel: string; setupPrice: string; monthlyLabel: string; monthlyPrice: string; note: string };
    contactCard: { heading: string; hoursLabel: string };
  };
}

export interface ServiceCard {
  id: string;
  icon: IconName;
  title: string;
  description: string;
  features: readonly string[];
}

export interface ServiceCategory {
  /** Its anchor on the page; the chat calls the services of `industry` industry packages. */
  id: string;
  title: string;
  lead: string;
  services: readonly ServiceCard[];
}

/** A price card: the figure once, and words about what it depends on (never the figure again). */
export interface PricePlan {
  title: string;
  price: string;
  period: string;
  text: string;
  includes: readonly string[];
}

/** A short, made-up call shown as the Solutions hero's picture: what the assistant does, at a glance. */
export interface SampleCall {
  caller: string;
  lines: readonly { speaker: 'caller' | 'assistant'; text: string }[];
  outcome: string;
}

export interface SolutionsContent {
  hero: { eyebrow: string; title: string; lead: string; quoteLabel: string; sampleCall: SampleCall };
  investment: {
    eyebrow: string;
    heading: string;
    lead: string;
    setup: PricePlan;
    monthly: PricePlan;
    note: string;
  };
  /** Core (3), Advanced (3), Industry-Specific (7): checked by unit tests. */
  categories: readonly ServiceCategory[];
  /** A category's eyebrow, from its number of services. */
  categoryEyebrow: (serviceCount: number) => string;
  learnMoreLabel: string;
  closing: { heading: string; text: string; demoLabel: string; callLabel: string };
}

export interface NewsItem {
  id: string;
  /** URL segment for /news/<slug>. */
  slug: string;
  title: string;
  publication: string;
  /** ISO date, e.g. 2024-01-18 */
  date: string;
  excerpt: string;
  category: string;
  /** Our summary of the publication's story, shown on our article page: paragraphs. */
  body: readonly string[];
}

export interface PressRelease {
  id: string;
  slug: string;
  title: string;
  date: string;
  excerpt: string;
  /** Our own article page, /news/<slug>. */
  link: string;
  /** Full release text: paragraphs. */
  body: readonly string[];
}

export interface NewsContent {
  hero: { eyebrow: string; title: string; lead: string };
  featuredHeading: string;
  coverageEyebrow: string;
  /** Newest first, as many as content/<language>/news holds. */
  coverage: readonly NewsItem[];
  pressHeading: string;
  pressEyebrow: string;
  /** Said before a release's date on its card. */
  pressReleaseLabel: string;
  /** The link from a card to its article page. */
  readMoreLabel: string;
  /** How a coverage card and page say that the text is our summary, not the outlet's own. */
  summaryOf: (publication: string) => string;
  /** Newest first, as many as content/<language>/news holds. */
  pressReleases: readonly PressRelease[];
  /** `fileType` is the media kit's (ZIP), shown in brackets with its size after the download link. */
  mediaResources: { heading: string; text: string; downloadLabel: string; fileType: string; contactLabel: string };
  /** The links between the pages of a long list: their navigation's name and a page's name. */
  paging: { label: string; page: (pageNumber: number) => string };
}

export interface Metric {
  title: string;
  value: string;
  description: string;
  period: string;
}

export interface InvestorDocument {
  id: string;
  title: string;
  description: string;
  type: 'PDF';
  /** File name the download gets. */
  fileName: string;
}

export interface InvestorsContent {
  hero: { eyebrow: string; title: string; lead: string };
  metricsEyebrow: string;
  metricsHeading: string;
  metrics: readonly Metric[];
  highlightsEyebrow: string;
  highlightsHeading: string;
  highlights: readonly IconCard[];
  market: {
    eyebrow: string;
    heading: string;
    lead: string;
    figures: readonly Stat[];
  };
  whyNow: { heading: string; points: readonly { title: string; text: string }[] };
  documentsEyebrow: string;
  documentsHeading: string;
  documents: readonly InvestorDocument[];
  /** The button of each document; its title and type follow for screen readers. */
  downloadLabel: string;
  contact: { heading: string; text: string; scheduleLabel: string; messageLabel: string };
}

/** A legal document: numbered sections of paragraphs and optional bullet lists. */
export interface LegalSection {
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export type LegalBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'subheading'; text: string };

export interface LegalDocument {
  title: string;
  /** ISO date */
  effectiveDate: string;
  lastUpdated: string;
  intro: readonly string[];
  sections: readonly LegalSection[];
}

export interface FaqItem {
  /** Anchor of the question on the page, unique across groups. */
  id: string;
  question: string;
  answer: string;
}

export interface FaqContent {
  eyebrow: string;
  heading: string;
  groups: readonly { id: string; title: string; items: readonly FaqItem[] }[];
}
