import {
  ATTRIBUTION_LABELS,
  CALL_RESULT_LABELS,
  callResultWords,
  TRANSFER_OUTCOME_LABELS,
  type LeadAttribution,
  type LeadCallResult,
  type LeadCallTransfer,
} from '../../../../shared/leads/call-result.ts';
import { formatDateTime } from '../components/format.ts';
import { CALL_LEARNED_COPY as copy } from './call-learned-copy.ts';

const rowClass = 'grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm';

/** The structured result of the lead's latest reported call: one row per question, "Not learned" when it was not. */
export function CallResultPanel({ result }: { result: LeadCallResult | null }) {
  const words = result && callResultWords(result);
  return (
    <section aria-labelledby="lead-call-result" className="card" data-testid="call-result-panel">
      <h2 id="lead-call-result" className="text-lg font-semibold text-navy-900">
        {copy.learned.title}
      </h2>
      {!result || !words ? (
        <p className="mt-3 text-sm text-slate-600">{copy.learned.none}</p>
      ) : (
        <dl className={`mt-3 ${rowClass}`}>
          {Object.entries(CALL_RESULT_LABELS).map(([key, label]) => (
            <div key={key} className="contents">
              <dt className="font-medium text-slate-600">{label}</dt>
              <dd>{words[key as keyof typeof words] || <span className="text-slate-500">{copy.learned.notLearned}</span>}</dd>
            </div>
          ))}
          <dt className="font-medium text-slate-600">{copy.learned.learnedAt}</dt>
          <dd>
            <time dateTime={result.learnedAt}>{formatDateTime(result.learnedAt)}</time>
          </dd>
        </dl>
      )}
    </section>
  );
}

/** The visit that made the lead: landing page, referrer host and UTM values, as recorded at intake. */
export function LeadSourcePanel({ attribution }: { attribution: LeadAttribution }) {
  const known = (Object.keys(ATTRIBUTION_LABELS) as (keyof LeadAttribution)[]).filter((key) => attribution[key]);
  return (
    <section aria-labelledby="lead-source" className="card" data-testid="lead-source-panel">
      <h2 id="lead-source" className="text-lg font-semibold text-navy-900">
        {copy.source.title}
      </h2>
      {known.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{copy.source.direct}</p>
      ) : (
        <dl className={`mt-3 ${rowClass}`}>
          {known.map((key) => (
            <div key={key} className="contents">
              <dt className="font-medium text-slate-600">{ATTRIBUTION_LABELS[key]}</dt>
              <dd className="break-all">{attribution[key]}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/** The call's hand-offs to the sales line on the call-back's timeline: when, to whom, and how it went. */
export function CallTransfers({ transfers }: { transfers: readonly LeadCallTransfer[] }) {
  if (transfers.length === 0) return null;
  return (
    <>
      <h3 className="mt-4 text-sm font-semibold text-navy-900">{copy.transfers.title}</h3>
      <ol className="mt-2 space-y-1 text-sm" aria-label={copy.transfers.title}>
        {transfers.map((transfer) => (
          <li key={transfer.requestedAt}>
            <time dateTime={transfer.requestedAt}>{formatDateTime(transfer.requestedAt)}</time> · {copy.transfers.to}{' '}
            {transfer.takenBy ? `${transfer.takenBy} (${transfer.destination})` : transfer.destination}: {TRANSFER_OUTCOME_LABELS[transfer.outcome]}
          </li>
        ))}
      </ol>
    </>
  );
}
