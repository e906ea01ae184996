import { useRef, useState, type FormEvent } from 'react';
import { DO_NOT_CALL_NOTE_MAX_LENGTH } from '../../../../shared/leads/lead-model.ts';
import { FormField, fieldControlProps } from '../../../components/form/FormField.tsx';
import { showToast } from '../../../components/toast/toast-store.ts';
import { ApiError } from '../../../lib/api-request.ts';
import { doNotCallApi } from './do-not-call-api.ts';
import { DO_NOT_CALL_COPY } from './do-not-call-copy.ts';
import { LeadLink, StaffList, StaffListHeading } from '../components/StaffList.tsx';
import { showActionError, useAdminData } from '../use-admin-data.ts';

const copy = DO_NOT_CALL_COPY;

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
      const { phone: added, added: isNew } = await doNotCallApi.addDoNotCall(phone, note);
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

/** The numbers call-backs never ring: staff add and remove them; calls that heard "stop calling me" add theirs. */
export function DoNotCallPage() {
  const result = useAdminData('do-not-call', doNotCallApi.doNotCallList);
  return (
    <div className="space-y-6">
      <StaffListHeading copy={copy} />
      <AddNumberForm onAdded={result.reload} />
      <StaffList
        result={result}
        copy={copy}
        keyOf={(entry) => entry.phone}
        cells={(entry) => (
          <>
            <td className="py-3 pr-4 font-medium whitespace-nowrap">{entry.phone}</td>
            <td className="py-3 pr-4">
              {entry.source === 'staff' ? copy.byStaff(entry.addedBy ?? '') : copy.byCall}
              <LeadLink leadId={entry.leadId} label={copy.openLead} />
            </td>
            <td className="py-3 pr-4 text-slate-700">{entry.note}</td>
          </>
        )}
        addedAt={(entry) => entry.createdAt}
        remove={(entry) => doNotCallApi.removeDoNotCall(entry.phone)}
      />
    </div>
  );
}
