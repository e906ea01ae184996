import { CalendarCheck, PhoneIncoming } from 'lucide-react';
import type { SampleCall } from '../../../shared/content/types.ts';
import { usePageLocale } from '../site-content.tsx';

/** The Solutions hero's picture: a call the assistant answers and books, drawn as a transcript card. */
export function SampleCallCard({ call }: { call: SampleCall }) {
  return (
    <figure aria-hidden="true" className="hero-art rounded-2xl bg-white p-5 text-slate-800 shadow-2xl ring-1 ring-white/10">
      <figcaption className="flex items-center gap-2 border-b border-slate-200 pb-3 text-sm font-semibold text-navy-900">
        <span className="inline-flex size-8 items-center justify-center rounded-full bg-teal-100 text-teal-700">
          <PhoneIncoming className="size-4" />
        </span>
        {call.caller}
        <span className="ml-auto rounded-full bg-teal-100 px-2 py-0.5 text-xs text-teal-700">{usePageLocale().content.chrome.sampleCallCard.answeredBadge}</span>
      </figcaption>
      <ol className="mt-4 space-y-3 text-sm">
        {call.lines.map((line) => (
          <li key={line.text} className={`flex ${line.speaker === 'assistant' ? 'justify-end' : 'justify-start'}`}>
            <p className={`max-w-[80%] rounded-2xl px-3 py-2 ${line.speaker === 'assistant' ? 'bg-ocean-700 text-white' : 'bg-slate-100'}`}>{line.text}</p>
          </li>
        ))}
      </ol>
      <p className="mt-4 flex items-center gap-2 rounded-xl bg-ocean-50 px-3 py-2 text-sm font-medium text-navy-900">
        <CalendarCheck className="size-4 text-ocean-700" />
        {call.outcome}
      </p>
    </figure>
  );
}
