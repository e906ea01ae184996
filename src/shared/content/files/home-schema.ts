import { z } from 'zod';
import { icon, list, priceFact, stat, text } from './content-rules.ts';

/** Drawings the home page's tiles may show (src/client/components/illustrations). */
export const ILLUSTRATION_NAMES = ['team-planning', 'call-dashboard', 'phone-assistant', 'growth-chart'] as const;

export type IllustrationName = (typeof ILLUSTRATION_NAMES)[number];

const illustration = z.enum(ILLUSTRATION_NAMES, { error: `must be one of the drawings ${ILLUSTRATION_NAMES.join(', ')}` });
const iconCard = { icon, title: text, text };
const sectionTop = { eyebrow: text, heading: text, lead: text };

const hero = z
  .strictObject({
    eyebrow: text,
    title: text,
    highlight: text,
    lead: text,
    consultationLabel: text,
    assistantLabel: text,
    stats: list(stat, 'stats'),
    socialProof: text,
    badges: list(text, 'badges'),
  })
  .refine(({ title, highlight }) => title.includes(highlight), {
    path: ['highlight'],
    message: 'must be a part of hero.title, written exactly as there: the words of the title shown emphasised',
  });

/**
 * The home page's words, content/<language>/pages/home.yaml. Lists may have any length but must not be empty; prices
 * are written as facts ({{setupRange}}), their figures are in content/business.yaml.
 */
export const homePageFile = z.strictObject({
  hero,
  about: z.strictObject({
    ...sectionTop,
    values: list(z.strictObject(iconCard), 'values'),
    tiles: list(z.strictObject({ illustration, alt: text, caption: text }), 'tiles'),
    cta: z.strictObject({ heading: text, text, label: text }),
  }),
  solutions: z.strictObject({
    ...sectionTop,
    cards: list(z.strictObject({ ...iconCard, bullets: list(text, 'bullets') }), 'cards'),
    exploreLabel: text,
  }),
  whyChoose: z.strictObject({ ...sectionTop, benefits: list(z.strictObject({ icon, title: text, stat: text, text }), 'benefits') }),
  industries: z.strictObject({ ...sectionTop, cards: list(z.strictObject({ ...iconCard, useCases: list(text, 'use cases') }), 'cards') }),
  contact: z.strictObject({
    ...sectionTop,
    formHeading: text,
    reasonsHeading: text,
    reasons: list(z.strictObject(iconCard), 'reasons'),
    investment: z.strictObject({ heading: text, setupLabel: text, setupPrice: priceFact, monthlyLabel: text, monthlyPrice: priceFact, note: text }),
    contactCard: z.strictObject({ heading: text, hoursLabel: text }),
  }),
});

export type HomePageFile = z.infer<typeof homePageFile>;
