/**
 * Lets the browser prerender another page of the site as soon as the visitor shows intent (hover for 200 ms or
 * pointer down: "moderate"), so it opens at once. Never the admin, the API, a download or the language switch (a
 * prerender of /language/… would be the visitor's choice before they made it), and never a control that
 * opens the assistant (its voice mode starts the microphone). A prerendered page is not counted as a visit until the
 * visitor opens it (the analytics beacon waits for activation). Browsers without Speculation Rules ignore it. Its
 * inline script is covered by the CSP like every inline script of the built pages (hashed at start-up).
 */
const SPECULATION_RULES = {
  prerender: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/admin' } },
          { not: { href_matches: '/admin/*' } },
          { not: { href_matches: '/api/*' } },
          { not: { href_matches: '/language/*' } },
          // Files, not pages: fetched only when asked for.
          { not: { href_matches: '/downloads/*' } },
          { not: { selector_matches: '[download], [target="_blank"], [rel~="nofollow"], [data-assistant-open], [data-no-prerender]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};

export function SpeculationRules() {
  return <script type="speculationrules" dangerouslySetInnerHTML={{ __html: JSON.stringify(SPECULATION_RULES) }} />;
}
