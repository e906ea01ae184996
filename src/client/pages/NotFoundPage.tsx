import { AlertCircle } from 'lucide-react';

export function NotFoundPage() {
  return (
    <div className="container-page flex min-h-[60vh] items-center justify-center py-16">
      <div className="card w-full max-w-md">
        <div className="flex items-center gap-2">
          <AlertCircle className="size-8 text-red-700" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-navy-900">404 Page Not Found</h1>
        </div>
        <p className="mt-4 text-slate-700">
          We couldn't find that page. Did you forget to add the page to the router? If you followed a link here, it may be
          out of date.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <a href="/" className="btn-primary">
            Go to the home page
          </a>
          <a href="/#contact" className="btn-secondary">
            Contact us
          </a>
        </div>
      </div>
    </div>
  );
}
