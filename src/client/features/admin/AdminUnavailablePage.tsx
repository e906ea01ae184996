import { useEffect, useRef } from 'react';
import { ADMIN_COPY } from './admin-copy.ts';

const copy = ADMIN_COPY.unavailable;

/** Instead of a spinner when the server cannot answer (its database away, or the server itself). */
export function AdminUnavailablePage({ detail, onRetry }: { detail: string | null; onRetry: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <div className="card w-full max-w-lg" role="alert">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-navy-900 focus:outline-none">
          {copy.title}
        </h1>
        <p className="mt-3 text-slate-700">{copy.text}</p>
        {detail ? <p className="mt-2 text-sm text-slate-600">{detail}</p> : null}
        <button type="button" className="btn-primary mt-6" onClick={onRetry}>
          {copy.retry}
        </button>
      </div>
    </main>
  );
}
