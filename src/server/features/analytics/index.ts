/** What other features use of analytics: the attribution a lead carries from its visit. */
export { attachLeadAttribution } from './lead-attribution.ts';
