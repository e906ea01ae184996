import { useState } from 'react';
import type { LeadCallBack } from '../../../../shared/leads/lead-model.ts';
import { showToast } from '../../../components/toast/toast-store.ts';
import { CallAttemptsList } from './CallAttemptsList.tsx';
import { CallTransfers } from './CallLearnedPanels.tsx';
import { leadsApi } from './leads-api.ts';
import { LEADS_COPY } from './leads-copy.ts';
import { formatDateTime } from '../components/format.ts';
import { showActionError } from '../use-admin-data.ts';

const copy = LEADS_COPY.detail.callBack;

const statusLabel = (status: string | null) => (status ? (copy.statuses[status] ?? status) : '');

function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes} min ${seconds % 60} s` : `${seconds} s`;
}

type Call = NonNullable<LeadCallBack['call']>;

/** Where the call stands and how it ended, as rows of the panel's description list. */
function CallOutcome({ call }: { call: Call }) {
  return (
    <>
      <div>
        <dt className="font-medium text-slate-600">{copy.status}</dt>
        <dd>
          {statusLabel(call.status)}
          {call.reason ? `: ${call.reason}` : ''}
        </dd>
      </div>
      {call.scheduledFor && !call.placedAt ? (
        <div>
          <dt className="font-medium text-slate-600">{copy.scheduledFor}</dt>
          <dd>{formatDateTime(call.scheduledFor)}</dd>
        </div>
      ) : null}
      {call.placedAt ? (
        <div>
          <dt className="font-medium text-slate-600">{copy.placedAt}</dt>
          <dd>
            {formatDateTime(call.placedAt)} · {call.phone}
          </dd>
        </div>
      ) : null}
      {call.endedReason ? (
        <div>
          <dt className="font-medium text-slate-600">{copy.endedReason}</dt>
          <dd>
            {call.endedReason}
            {call.durationSeconds !== null ? ` · ${copy.duration} ${formatDuration(call.durationSeconds)}` : ''}
          </dd>
        </div>
      ) : null}
      {call.summary ? (
        <div>
          <dt className="font-medium text-slate-600">{copy.summary}</dt>
          <dd className="whitespace-pre-wrap">{call.summary}</dd>
        </div>
      ) : null}
    </>
  );
}

/** Each server message about the call, oldest first. */
function CallTimeline({ events }: { events: LeadCallBack['events'] }) {
  return (
    <>
      <h3 className="mt-4 text-sm font-semibold text-navy-900">{copy.timeline}</h3>
      <ol className="mt-2 space-y-1 text-sm" aria-label={copy.timeline}>
        {events.map((event, index) => (
          <li key={index}>
            <time dateTime={event.receivedAt}>{formatDateTime(event.receivedAt)}</time> · {copy.eventLabels[event.type] ?? event.type}
            {event.status ? `: ${statusLabel(event.status)}` : ''}
          </li>
        ))}
      </ol>
    </>
  );
}

/** The lead's AI call-back: consent evidence, the call's timeline and outcome, and a button to place one. */
export function CallBackPanel({ leadId, callBack, onPlaced }: { leadId: string; callBack: LeadCallBack; onPlaced: () => void }) {
  const [busy, setBusy] = useState(false);
  const { consent, call, events } = callBack;
  const place = async () => {
    setBusy(true);
    try {
      const placed = await leadsApi.placeCallBack(leadId);
      showToast({ title: copy.placed, description: formatDateTime(placed.at) });
      onPlaced();
    } catch (error) {
      showActionError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="lead-call-back" className="card" data-testid="call-back-panel">
      <h2 id="lead-call-back" className="text-lg font-semibold text-navy-900">
        {copy.title}
      </h2>
      {!consent ? (
        <p className="mt-3 text-sm text-slate-600">{copy.noConsent}</p>
      ) : (
        <dl className="mt-3 space-y-2 text-sm">
          <div>
            <dt className="font-medium text-slate-600">{copy.consented}</dt>
            <dd>
              {formatDateTime(consent.consentedAt)} · {consent.page ?? ''} · {consent.ip ?? ''} · v{consent.version}
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">{copy.consentText}</dt>
            <dd className="text-slate-700">{consent.text}</dd>
          </div>
          {call ? (
            <CallOutcome call={call} />
          ) : (
            <p className="text-slate-600">{copy.noCall}</p>
          )}
        </dl>
      )}
      {call?.recordingUrl ? (
        <p className="mt-3 text-sm">
          <a className="font-medium text-ocean-700 underline" href={call.recordingUrl} target="_blank" rel="noopener noreferrer">
            {copy.recording}
          </a>
        </p>
      ) : null}
      {call?.transcript ? (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-medium text-navy-900">{copy.transcript}</summary>
          <p className="mt-2 whitespace-pre-wrap text-slate-700">{call.transcript}</p>
        </details>
      ) : null}
      <CallAttemptsList attempts={callBack.attempts} />
      {events.length > 0 ? <CallTimeline events={events} /> : null}
      <CallTransfers transfers={callBack.transfers ?? []} />
      {consent && !callBack.placeRefusal ? (
        <button type="button" className="btn-secondary mt-4 min-h-9 px-3 py-1 text-sm" disabled={busy} onClick={() => void place()}>
          {copy.place}
        </button>
      ) : null}
    </section>
  );
}
