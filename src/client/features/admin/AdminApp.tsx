import { useEffect, useState } from 'react';
import type { AdminIdentity } from '../../../shared/leads/lead-model.ts';
import { Toaster } from '../../components/toast/Toaster.tsx';
import { adminApi } from './admin-api.ts';
import { useLocation } from './admin-router.tsx';
import { AdminLayout } from './AdminLayout.tsx';
import { AdminUnavailablePage } from './AdminUnavailablePage.tsx';
import { AnalyticsPage } from './analytics/AnalyticsPage.tsx';
import { ANALYTICS_PATH } from './analytics/analytics-range.ts';
import { DoNotCallPage } from './do-not-call/DoNotCallPage.tsx';
import { LeadDetailPage } from './leads/LeadDetailPage.tsx';
import { LeadsListPage } from './leads/LeadsListPage.tsx';
import { LoginPage } from './sign-in/LoginPage.tsx';
import { MeetingsPage } from './meetings/MeetingsPage.tsx';
import { SUPPRESSIONS_PATH, SuppressionsPage } from './suppressions/SuppressionsPage.tsx';
import { DO_NOT_CALL_PATH, LOGIN_PATH, MEETINGS_PATH, errorMessage, goToSignIn } from './use-admin-data.ts';

const LEAD_PATH = /^\/admin\/leads\/([^/]+)\/?$/;

/** The staff app: sign-in, then one page per area (leads, meetings, do-not-call, no e-mail, analytics), routed on the client under /admin. */
export function AdminApp() {
  const location = useLocation();
  const onLoginPage = location.pathname === LOGIN_PATH;
  const [identity, setIdentity] = useState<AdminIdentity | null>(null);
  /** Set when the session check failed on the server's side: the message to show instead of a spinner. */
  const [unavailable, setUnavailable] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [wasOnLoginPage, setWasOnLoginPage] = useState(onLoginPage);
  // Signing out leads to the login page: forget who was signed in before the next sign-in.
  if (wasOnLoginPage !== onLoginPage) {
    setWasOnLoginPage(onLoginPage);
    if (onLoginPage) setIdentity(null);
  }

  useEffect(() => {
    if (onLoginPage) return;
    let current = true;
    adminApi.identity().then(
      (who) => {
        if (!current) return;
        setUnavailable(null);
        if (who) setIdentity(who);
        else goToSignIn();
      },
      (error: unknown) => current && setUnavailable(errorMessage(error, '')),
    );
    return () => {
      current = false;
    };
  }, [onLoginPage, attempt]);

  let page;
  if (onLoginPage) {
    page = <LoginPage next={location.searchParams.get('next')} />;
  } else if (unavailable !== null && !identity) {
    page = <AdminUnavailablePage key={attempt} detail={unavailable || null} onRetry={() => setAttempt((n) => n + 1)} />;
  } else if (!identity) {
    page = <p className="sr-only" role="status">Loading…</p>;
  } else {
    const leadId = LEAD_PATH.exec(location.pathname)?.[1];
    page = (
      <AdminLayout username={identity.username}>
        {leadId ? (
          <LeadDetailPage id={decodeURIComponent(leadId)} />
        ) : location.pathname === MEETINGS_PATH ? (
          <MeetingsPage search={location.searchParams} />
        ) : location.pathname === DO_NOT_CALL_PATH ? (
          <DoNotCallPage />
        ) : location.pathname === SUPPRESSIONS_PATH ? (
          <SuppressionsPage />
        ) : location.pathname === ANALYTICS_PATH ? (
          <AnalyticsPage search={location.searchParams} />
        ) : (
          <LeadsListPage search={location.searchParams} />
        )}
      </AdminLayout>
    );
  }
  return (
    <>
      {page}
      <Toaster />
    </>
  );
}
