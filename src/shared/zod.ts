import { z } from 'zod';

/**
 * Zod compiles object parsers with `new Function` when it may, and probes for that on first use.
 * Under the site's CSP (no 'unsafe-eval') the probe is blocked and reported as a violation even
 * though Zod catches it, so the browser must never run it. Schemas shared with the browser import
 * `z` from here; the interpreted parsers are fast enough for forms.
 */
z.config({ jitless: true });

export { z };
