import { PRICES as ENGLISH_PRICES } from '../pricing.ts';
import type { Words } from '../words.ts';

const { setupMin, setupMax, monthlyFrom, setupRange, monthlyFromPlus } = ENGLISH_PRICES;

/**
 * The prices as the Spanish pages write them. Amounts stay in US dollars in the US Spanish convention
 * ("$2,500": comma for thousands, period for decimals), so the figures are the English ones and only the
 * words around them change.
 */
export const PRICES: Words<typeof ENGLISH_PRICES> = {
  setupMin,
  setupMax,
  monthlyFrom,
  /** "$2,500 - $10,000", for price cards and labels. */
  setupRange,
  /** "$2,500 a $10,000", for running prose. */
  setupRangeInProse: `${setupMin} a ${setupMax}`,
  /** "entre $2,500 y $10,000", for prose that states the range as its bounds (the terms). */
  setupRangeBetween: `entre ${setupMin} y ${setupMax}`,
  /** "$500+", for a price card. */
  monthlyFromPlus,
};
