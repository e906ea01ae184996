import { AlertCircle } from 'lucide-react';
import { notFoundContent } from '../../shared/content/not-found.ts';

export function NotFoundPage() {
  return (
    <div className="container-page flex min-h-[60vh] items-center justify-center py-16">
      <div className="card w-full max-w-md">
        <div className="flex items-center gap-2">
          <AlertCircle className="size-8 text-red-700" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-navy-900">{notFoundContent.title}</h1>
        </div>
        <p className="mt-4 text-slate-700">{notFoundContent.text}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <a href="/" className="btn-primary">
            {notFoundContent.homeLabel}
          </a>
          <a href="/#contact" className="btn-secondary">
            {notFoundContent.contactLabel}
          </a>
        </div>
      </div>
    </div>
  );
}
