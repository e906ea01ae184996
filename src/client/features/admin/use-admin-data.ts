import { useCallback, useEffect, useState } from 'react';
import { showToast } from '../../components/toast/toast-store.ts';
import { ApiError } from '../../lib/api-request.ts';
import { ADMIN_COPY } from './admin-copy.ts';
import { navigate } from './admin-router.tsx';

export const LOGIN_PATH = '/admin/login';
export const DO_NOT_CALL_PATH = '/admin/do-not-call';
export const MEETINGS_PATH = '/admin/meetings';

/** Sends the browser to the sign-in page, coming back here afterwards. */
export function goToSignIn() {
  const here = window.location.pathname + window.location.search;
  navigate(`${LOGIN_PATH}?next=${encodeURIComponent(here)}`, { replace: true });
}

/** A 401 means the session ended: sign in again. Returns whether it was one. */
export function handleSessionEnd(error: unknown): boolean {
  if (error instanceof ApiError && error.status === 401) {
    goToSignIn();
    return true;
  }
  return false;
}

export type Loaded<T> = { state: 'loading' } | { state: 'error'; error: unknown } | { state: 'ready'; data: T };

/** Loads data for a page, again whenever `key` changes or `reload` is called. */
export function useAdminData<T>(key: string, load: () => Promise<T>): Loaded<T> & { reload: () => void } {
  const [result, setResult] = useState<Loaded<T>>({ state: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setResult({ state: 'ready', data }),
      (error: unknown) => {
        if (!current || handleSessionEnd(error)) return;
        setResult({ state: 'error', error });
      },
    );
    return () => {
      current = false;
    };
    // `load` is a new closure each render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, version]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { ...result, reload };
}

/** The server's own message for a failed request, or a generic one. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? (error.body?.error ?? fallback) : fallback;
}

/** A failed action: back to sign-in when the session ended, else a toast with the server's reason. */
export function showActionError(error: unknown) {
  if (handleSessionEnd(error)) return;
  showToast({ title: ADMIN_COPY.errorTitle, description: errorMessage(error, ADMIN_COPY.genericError), variant: 'destructive' });
}
