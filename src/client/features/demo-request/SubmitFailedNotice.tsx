import { siteConfig } from '../../../shared/site-config.ts';

export const SUBMIT_FAILED_TEXT = {
  title: 'Your request was not sent',
  unavailable: 'Our system is not answering just now, so nothing was saved.',
  failed: 'Something went wrong on our side, so nothing was saved.',
  kept: 'Everything you typed is still here.',
  retry: 'Try again',
  callPrefix: 'Or call us at',
} as const;

export interface SubmitFailure {
  /** The server said its database is away (503), rather than another failure. */
  unavailable: boolean;
}

/**
 * Shown in the form when a submission failed on our side (not the visitor's input): says what
 * happened, that nothing typed is lost, and offers a retry and the phone number.
 */
export function SubmitFailedNotice({ failure, retrying }: { failure: SubmitFailure; retrying: boolean }) {
  const phone = siteConfig.mainPhone;
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-slate-800" data-testid="submit-failed">
      <p className="font-semibold text-navy-900">{SUBMIT_FAILED_TEXT.title}</p>
      <p className="mt-1">
        {failure.unavailable ? SUBMIT_FAILED_TEXT.unavailable : SUBMIT_FAILED_TEXT.failed} {SUBMIT_FAILED_TEXT.kept}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <button type="submit" className="btn-secondary" disabled={retrying}>
          {SUBMIT_FAILED_TEXT.retry}
        </button>
        <p>
          {SUBMIT_FAILED_TEXT.callPrefix}{' '}
          <a href={`tel:${phone.e164}`} className="font-medium text-ocean-700 underline">
            {phone.display}
          </a>
          .
        </p>
      </div>
    </div>
  );
}
