import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { adminApi } from './admin-api.ts';
import { ADMIN_COPY } from './admin-copy.ts';
import { Link, navigate, useLocation } from './admin-router.tsx';
import { ANALYTICS_PATH } from './analytics/analytics-range.ts';
import { SUPPRESSIONS_COPY } from './suppressions/suppressions-copy.ts';
import { SUPPRESSIONS_PATH } from './suppressions/SuppressionsPage.tsx';
import { DO_NOT_CALL_PATH, LOGIN_PATH, MEETINGS_PATH, showActionError } from './use-admin-data.ts';

function NavLink({ href, current, children }: { href: string; current: boolean; children: ReactNode }) {
  return (
    <Link
      href={href}
      aria-current={current ? 'page' : undefined}
      className="inline-flex min-h-11 items-center rounded-lg px-3 hover:bg-white/10 aria-[current=page]:underline aria-[current=page]:underline-offset-4"
    >
      {children}
    </Link>
  );
}

export function AdminLayout({ username, children }: { username: string; children: ReactNode }) {
  const path = useLocation().pathname;
  const onDoNotCall = path === DO_NOT_CALL_PATH;
  const onAnalytics = path === ANALYTICS_PATH;
  const onMeetings = path === MEETINGS_PATH;
  const onSuppressions = path === SUPPRESSIONS_PATH;
  const signOut = async () => {
    try {
      await adminApi.signOut();
      navigate(LOGIN_PATH, { replace: true });
    } catch (error) {
      showActionError(error);
    }
  };
  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-navy-900 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {ADMIN_COPY.layout.skip}
      </a>
      <header className="on-dark bg-navy-900 text-white">
        {/* On a phone the sections wrap onto lines of their own: none is cut off, and the page never scrolls sideways. */}
        <div className="container-page flex min-h-14 flex-wrap items-center justify-between gap-x-4 py-1">
          <div className="flex min-w-0 flex-wrap items-center gap-x-6">
            <Link href="/admin" className="font-semibold">
              {ADMIN_COPY.appName}
            </Link>
            <nav aria-label={ADMIN_COPY.layout.nav} className="-mx-3 flex flex-wrap gap-x-1 text-sm sm:mx-0">
              <NavLink href="/admin" current={!onDoNotCall && !onAnalytics && !onMeetings && !onSuppressions}>
                {ADMIN_COPY.layout.leads}
              </NavLink>
              <NavLink href={MEETINGS_PATH} current={onMeetings}>
                {ADMIN_COPY.layout.meetings}
              </NavLink>
              <NavLink href={DO_NOT_CALL_PATH} current={onDoNotCall}>
                {ADMIN_COPY.layout.doNotCall}
              </NavLink>
              <NavLink href={SUPPRESSIONS_PATH} current={onSuppressions}>
                {SUPPRESSIONS_COPY.nav}
              </NavLink>
              <NavLink href={ANALYTICS_PATH} current={onAnalytics}>
                {ADMIN_COPY.layout.analytics}
              </NavLink>
            </nav>
          </div>
          <div className="flex items-center gap-3 text-sm">
            <span>
              <span className="sr-only">{ADMIN_COPY.layout.signedInAs} </span>
              {username}
            </span>
            <button type="button" onClick={() => void signOut()} className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 hover:bg-white/10">
              <LogOut className="size-4" aria-hidden="true" />
              {ADMIN_COPY.layout.signOut}
            </button>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="container-page py-8 focus:outline-none">
        {children}
      </main>
    </div>
  );
}
