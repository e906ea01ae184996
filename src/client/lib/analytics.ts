import type { AnalyticsEventName } from '../../shared/analytics/analytics-events.ts';

export interface TrackedDetails {
  /** question_asked: answered from the site's content (true) or declined (false). */
  answered?: boolean;
}

type Sender = (name: AnalyticsEventName, details?: TrackedDetails) => void;

let sender: Sender | undefined;
/** What happened before the beacon loaded (it loads once the page is idle); at most a few, then dropped. */
const waiting: [AnalyticsEventName, TrackedDetails | undefined][] = [];

/**
 * Records something the visitor did (the chat opened, a form started, a lead sent). Features call it freely: it
 * sends nothing itself. The beacon (features/analytics-beacon) connects on pages where the visitor has not asked
 * not to be tracked (Global Privacy Control, Do Not Track); until then, and for ever where they have, the events
 * wait here and go nowhere.
 */
export function track(name: AnalyticsEventName, details?: TrackedDetails): void {
  if (sender) sender(name, details);
  else if (waiting.length < 20) waiting.push([name, details]);
}

/** The beacon starts sending: what waited goes first, in order. */
export function connectTracker(send: Sender): void {
  sender = send;
  for (const [name, details] of waiting.splice(0)) send(name, details);
}
