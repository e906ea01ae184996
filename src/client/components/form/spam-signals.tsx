import { SITE_CHROME } from '../../../shared/content/site-chrome.ts';
import { HONEYPOT_FIELD } from '../../../shared/leads/lead-schema.ts';

/**
 * An input people never see or reach (off-screen, hidden from assistive technology, out of the tab
 * order, no autofill); form-filling bots find a plausible "website" field and fill it. The server
 * stores such submissions as spam (docs/decisions/0004-spam-protection.md).
 */
export function HoneypotField({ idPrefix, label = SITE_CHROME.honeypot.label }: { idPrefix: string; /** In the page's language. */ label?: string }) {
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** What the form adds to its submission: the honeypot's value and the time since page load. */
export function spamSignalsOf(form: HTMLFormElement | null): { website: string; elapsedMs: number } {
  const honeypot = form?.elements.namedItem(HONEYPOT_FIELD);
  return {
    website: honeypot instanceof HTMLInputElement ? honeypot.value : '',
    // Milliseconds since navigation started, on the browser's monotonic clock: no wall-clock skew.
    elapsedMs: Math.round(performance.now()),
  };
}
