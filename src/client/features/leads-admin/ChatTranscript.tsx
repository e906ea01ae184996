import type { TranscriptEntry } from '../../../shared/demo-request/contact-schema.ts';
import { ADMIN_COPY } from './admin-copy.ts';
import { formatDateTime } from './format.ts';

/** The visitor's conversation with the chat assistant, as the lead arrived with it. */
export function ChatTranscript({ transcript }: { transcript: readonly TranscriptEntry[] }) {
  const { heading, visitor, assistant } = ADMIN_COPY.detail.transcript;
  return (
    <section aria-labelledby="lead-transcript" className="card">
      <h2 id="lead-transcript" className="text-xl font-semibold text-navy-900">
        {heading}
      </h2>
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
