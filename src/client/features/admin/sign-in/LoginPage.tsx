import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormField, fieldControlProps } from '../../../components/form/FormField.tsx';
import { adminApi } from '../admin-api.ts';
import { ADMIN_COPY } from '../admin-copy.ts';
import { SIGN_IN_COPY } from './sign-in-copy.ts';
import { navigate } from '../admin-router.tsx';
import { safeNextPath } from './next-path.ts';
import { errorMessage } from '../use-admin-data.ts';

const copy = SIGN_IN_COPY;

export function LoginPage({ next }: { next: string | null }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const errorRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    document.title = `${copy.title} | ${ADMIN_COPY.appName}`;
  }, []);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      await adminApi.signIn(username, password);
      navigate(safeNextPath(next), { replace: true });
    } catch (failure) {
      setPassword('');
      setError(errorMessage(failure, copy.failed));
      setSubmitting(false);
    }
  };

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <div className="card w-full max-w-sm">
        <p className="eyebrow">{ADMIN_COPY.appName}</p>
        <h1 className="mt-2 text-2xl font-bold text-navy-900">{copy.title}</h1>
        <form className="mt-6 space-y-4" onSubmit={onSubmit} noValidate>
          {error ? (
            <p ref={errorRef} tabIndex={-1} role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
              {error}
            </p>
          ) : null}
          <FormField id="admin-username" label={copy.username} required>
            <input
              {...fieldControlProps('admin-username', 'username', undefined)}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              value={username}
              onChange={(event) => setUsername(event.target.value)}
            />
          </FormField>
          <FormField id="admin-password" label={copy.password} required>
            <input
              {...fieldControlProps('admin-password', 'password', undefined)}
              type="password"
              autoComplete="current-password"
              required
              maxLength={1024}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </FormField>
          <button type="submit" className="btn-primary w-full" disabled={submitting}>
            {submitting ? copy.submitting : copy.submit}
          </button>
        </form>
      </div>
    </main>
  );
}
