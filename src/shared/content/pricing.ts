import { formatUsd, siteConfig } from '../site-config.ts';

const setupMin = formatUsd(siteConfig.pricing.setupMin);
const setupMax = formatUsd(siteConfig.pricing.setupMax);
const monthlyFrom = formatUsd(siteConfig.pricing.monthlyFrom);

/** The company's prices as every page, answer, legal text and download writes them (from siteConfig.pricing). */
export const PRICES = {
  setupMin,
  setupMax,
  monthlyFrom,
  /** "$2,500 - $10,000", for price cards and labels. */
  setupRange: `${setupMin} - ${setupMax}`,
  /** "$2,500 to $10,000", for running prose. */
  setupRangeInProse: `${setupMin} to ${setupMax}`,
  /** "between $2,500 and $10,000", for prose that states the range as its bounds (the terms). */
  setupRangeBetween: `between ${setupMin} and ${setupMax}`,
  /** "$500+", for a price card. */
  monthlyFromPlus: `${monthlyFrom}+`,
} as const;
