import { formatUsd, siteConfig } from '../site-config.ts';

const { setupMin, setupMax, monthlyFrom } = siteConfig.pricing;

/** The company's prices as every page, answer and legal text writes them (from siteConfig.pricing). */
export const PRICES = {
  setupMin: formatUsd(setupMin),
  setupMax: formatUsd(setupMax),
  monthlyFrom: formatUsd(monthlyFrom),
  /** "$2,500 - $10,000", for price cards and labels. */
  setupRange: `${formatUsd(setupMin)} - ${formatUsd(setupMax)}`,
  /** "$2,500 to $10,000", for running prose. */
  setupRangeInProse: `${formatUsd(setupMin)} to ${formatUsd(setupMax)}`,
  /** "$500+", for a price card. */
  monthlyFromPlus: `${formatUsd(monthlyFrom)}+`,
} as const;
