/**
 * Lets the browser prefetch another page of the site as soon as the visitor shows intent (hover or
 * touch start: "moderate"), so it opens at once. Public pages link to no API or admin address, so
 * same-site links are pages or downloads. Browsers without Speculation Rules ignore it. Its
 * inline script is covered by the CSP like every inline script of the built pages (hashed at start-up).
 */
const PREFETCH_RULES = {
  prefetch: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          // Files, not pages: fetched only when asked for.
          { not: { href_matches: '/downloads/*' } },
          { not: { selector_matches: '[download], [target="_blank"], [rel~="nofollow"]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};

export function SpeculationRules() {
  return <script type="speculationrules" dangerouslySetInnerHTML={{ __html: JSON.stringify(PREFETCH_RULES) }} />;
}
