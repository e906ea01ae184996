import type { DemoWords } from './demo-words.ts';
import { siteConfig } from '../../../shared/site-config.ts';

export interface SubmitFailure {
  /** The server said its database is away (503), rather than another failure. */
  unavailable: boolean;
}

/**
 * Shown in the form when a submission failed on our side (not the visitor's input): says what
 * happened, that nothing typed is lost, and offers a retry and the phone number.
 */
export function SubmitFailedNotice({ text, failure, retrying }: { text: DemoWords['submitFailed']; failure: SubmitFailure; retrying: boolean }) {
  const phone = siteConfig.mainPhone;
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-slate-800" data-testid="submit-failed">
      <p className="font-semibold text-navy-900">{text.title}</p>
      <p className="mt-1">
        {failure.unavailable ? text.unavailable : text.failed} {text.kept}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <button type="submit" className="btn-secondary" disabled={retrying}>
          {text.retry}
        </button>
        <p>
          {text.callPrefix}{' '}
          <a href={`tel:${phone.e164}`} className="font-medium text-ocean-700 underline">
            {phone.display}
          </a>
          .
        </p>
      </div>
    </div>
  );
}
