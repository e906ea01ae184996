import { AlertCircle } from 'lucide-react';
import { usePageLocale } from '../components/site-content.tsx';

export function NotFoundPage() {
  const { content, href } = usePageLocale();
  const notFoundContent = content.notFound;
  return (
    <div className="container-page flex min-h-[60vh] items-center justify-center py-16">
      <div className="card w-full max-w-md">
        <div className="flex items-center gap-2">
          <AlertCircle className="size-8 text-red-700" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-navy-900">{notFoundContent.title}</h1>
        </div>
        <p className="mt-4 text-slate-700">{notFoundContent.text}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <a href={href('/')} className="btn-primary">
            {notFoundContent.homeLabel}
          </a>
          <a href={href('/#contact')} className="btn-secondary">
            {notFoundContent.contactLabel}
          </a>
        </div>
      </div>
    </div>
  );
}
