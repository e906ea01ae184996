import type { TranscriptEntry } from '../../../../shared/leads/lead-schema.ts';
import { LEADS_COPY } from './leads-copy.ts';
import { formatDateTime } from '../components/format.ts';

/**
 * One of the lead's chat transcripts under a heading that says whose word it is: "relayed" holds the turns our
 * server relayed itself; "browser" what the visitor's browser reported, not verified.
 */
export function ChatTranscript({ transcript, kind }: { transcript: readonly TranscriptEntry[]; kind: 'relayed' | 'browser' }) {
  const { visitor, assistant } = LEADS_COPY.detail.transcript;
  const { heading, note } = LEADS_COPY.detail.transcript[kind];
  const headingId = `lead-transcript-${kind}`;
  return (
    <section aria-labelledby={headingId} className="card">
      <h2 id={headingId} className="text-xl font-semibold text-navy-900">
        {heading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{note}</p>
      <ol className="mt-4 space-y-3">
        {transcript.map((entry, index) => (
          <li key={`${entry.timestamp}-${index}`}>
            <p className="text-sm font-semibold text-slate-700">
              {entry.role === 'user' ? visitor : assistant} <span className="font-normal text-slate-600">· {formatDateTime(new Date(entry.timestamp).toISOString())}</span>
            </p>
            <p className="whitespace-pre-wrap text-slate-900">{entry.content}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
