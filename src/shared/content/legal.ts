/** Said before the dates at the top of the privacy policy and the terms. */
export const LEGAL_DATE_LABELS = { effective: 'Effective date:', updated: 'Last updated:' } as const;
