import { useEffect, useRef, useState, type FormEvent } from 'react';
import { DO_NOT_CALL_NOTE_MAX_LENGTH, type DoNotCallEntry } from '../../../shared/leads/lead-model.ts';
import { FormField, fieldControlProps } from '../../components/form/FormField.tsx';
import { showToast } from '../../components/toast/toast-store.ts';
import { ApiError } from '../../lib/api-request.ts';
import { adminApi } from './admin-api.ts';
import { ADMIN_COPY } from './admin-copy.ts';
import { Link } from './admin-router.tsx';
import { formatDateTime } from './format.ts';
import { TableHeadWithActions } from './TableHead.tsx';
import { errorMessage, showActionError, useAdminData } from './use-admin-data.ts';

const copy = ADMIN_COPY.doNotCall;

function AddNumberForm({ onAdded }: { onAdded: () => void }) {
  const [phone, setPhone] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const phoneInput = useRef<HTMLInputElement>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (!phone.trim()) {
      setError(copy.phoneRequired);
      phoneInput.current?.focus();
      return;
    }
    setSaving(true);
    try {
      const { phone: added, added: isNew } = await adminApi.addDoNotCall(phone, note);
      setPhone('');
      setNote('');
      setError(undefined);
      showToast({ title: isNew ? copy.added(added) : copy.alreadyListed(added) });
      onAdded();
    } catch (failure) {
      const fieldError = failure instanceof ApiError ? failure.body?.fields?.phone : undefined;
      if (fieldError) {
        setError(fieldError);
        phoneInput.current?.focus();
      } else showActionError(failure);
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className="card space-y-4" onSubmit={onSubmit} noValidate aria-labelledby="dnc-add">
      <h2 id="dnc-add" className="text-lg font-semibold text-navy-900">
        {copy.addTitle}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="dnc-phone" label={copy.phone} required error={error}>
          <input
            {...fieldControlProps('dnc-phone', 'phone', error)}
            ref={phoneInput}
            type="tel"
            autoComplete="off"
            maxLength={40}
            aria-required="true"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
          />
        </FormField>
        <FormField id="dnc-note" label={copy.note}>
          <input
            {...fieldControlProps('dnc-note', 'note', undefined)}
            type="text"
            maxLength={DO_NOT_CALL_NOTE_MAX_LENGTH}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </FormField>
      </div>
      <button type="submit" className="btn-primary" disabled={saving}>
        {copy.add}
      </button>
    </form>
  );
}

function NumberRow({ entry, onRemoved }: { entry: DoNotCallEntry; onRemoved: () => void }) {
  const [removing, setRemoving] = useState(false);
  const remove = async () => {
    setRemoving(true);
    try {
      await adminApi.removeDoNotCall(entry.phone);
      showToast({ title: copy.removed(entry.phone) });
      onRemoved();
    } catch (error) {
      showActionError(error);
      setRemoving(false);
    }
  };
  return (
    <tr className="border-t border-slate-200">
      <td className="py-3 pr-4 font-medium whitespace-nowrap">{entry.phone}</td>
      <td className="py-3 pr-4">
        {entry.source === 'staff' ? copy.byStaff(entry.addedBy ?? '') : copy.byCall}
        {entry.leadId ? (
          <>
            {' '}
            <Link href={`/admin/leads/${entry.leadId}`} className="text-ocean-700 underline underline-offset-2">
              {copy.openLead}
            </Link>
          </>
        ) : null}
      </td>
      <td className="py-3 pr-4 text-slate-700">{entry.note}</td>
      <td className="py-3 pr-4 whitespace-nowrap text-slate-600">{formatDateTime(entry.createdAt)}</td>
      <td className="py-3">
        <button type="button" className="btn-secondary" onClick={() => void remove()} disabled={removing} aria-label={copy.removeLabel(entry.phone)}>
          {copy.remove}
        </button>
      </td>
    </tr>
  );
}

/** The numbers call-backs never ring: staff add and remove them; calls that heard "stop calling me" add theirs. */
export function DoNotCallPage() {
  const result = useAdminData('do-not-call', adminApi.doNotCallList);
  useEffect(() => {
    document.title = `${copy.title} | ${ADMIN_COPY.appName}`;
  }, []);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-navy-900">{copy.title}</h1>
        <p className="mt-1 max-w-prose text-slate-600">{copy.intro}</p>
      </div>
      <AddNumberForm onAdded={result.reload} />
      {result.state === 'error' ? (
        <p role="alert" className="card text-red-800">
          {errorMessage(result.error, copy.loadFailed)}
        </p>
      ) : result.state === 'ready' ? (
        result.data.length === 0 ? (
          <p className="card text-slate-600">{copy.empty}</p>
        ) : (
          <div className="card overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{copy.title}</caption>
              <TableHeadWithActions columns={copy.columns} actions={copy.actions} />
              <tbody>
                {result.data.map((entry) => (
                  <NumberRow key={entry.phone} entry={entry} onRemoved={result.reload} />
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : (
        <p className="sr-only" role="status">
          {copy.loading}
        </p>
      )}
    </div>
  );
}
