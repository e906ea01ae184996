import type { LeadCallAttempts } from '../../../../shared/leads/call-attempts.ts';
import { formatDateTime } from '../components/format.ts';
import { CALL_ATTEMPTS_COPY as copy } from './call-attempts-copy.ts';

/** Every call placed for the lead (the first and each retry), how each ended, and when the next one is planned. */
export function CallAttemptsList({ attempts }: { attempts: LeadCallAttempts | undefined }) {
  if (!attempts || attempts.attempts.length === 0) return null;
  return (
    <>
      <h3 id="lead-call-attempts" className="mt-4 text-sm font-semibold text-navy-900">
        {copy.title}
      </h3>
      <ol className="mt-2 space-y-2 text-sm" aria-labelledby="lead-call-attempts" data-testid="call-attempts">
        {attempts.attempts.map((attempt) => (
          <li key={attempt.number}>
            <span className="font-medium text-navy-900">{copy.attempt(attempt.number)}</span> · {copy.placed}{' '}
            <time dateTime={attempt.placedAt}>{formatDateTime(attempt.placedAt)}</time> · {attempt.phone} ·{' '}
            {attempt.outcome ? copy.outcomes[attempt.outcome] : copy.underWay}
            {attempt.endedReason ? ` (${attempt.endedReason})` : ''}
            {attempt.nextAttemptAt ? (
              <>
                {' '}
                · {copy.thenPlanned} <time dateTime={attempt.nextAttemptAt}>{formatDateTime(attempt.nextAttemptAt)}</time>
              </>
            ) : null}
            {attempt.retryNote ? <p className="text-slate-600">{attempt.retryNote}</p> : null}
          </li>
        ))}
      </ol>
      <p className="mt-2 text-sm" data-testid="next-attempt">
        {attempts.nextAttemptAt ? (
          <>
            <span className="font-medium text-slate-600">{copy.nextAttempt}:</span> <time dateTime={attempts.nextAttemptAt}>{formatDateTime(attempts.nextAttemptAt)}</time>
          </>
        ) : (
          copy.noNextAttempt
        )}
      </p>
    </>
  );
}
