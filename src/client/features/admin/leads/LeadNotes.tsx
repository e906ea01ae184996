import { useState, type FormEvent } from 'react';
import { NOTE_MAX_LENGTH, type LeadDetail } from '../../../../shared/leads/lead-model.ts';
import { FormField } from '../../../components/form/FormField.tsx';
import { showToast } from '../../../components/toast/toast-store.ts';
import { leadsApi } from './leads-api.ts';
import { LEADS_COPY } from './leads-copy.ts';
import { formatDateTime } from '../components/format.ts';
import { showActionError } from '../use-admin-data.ts';

const copy = LEADS_COPY.detail;

export function LeadNotes({ lead, onAdded }: { lead: LeadDetail; onAdded: () => void }) {
  const [body, setBody] = useState('');
  const [saving, setSaving] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim() || saving) return;
    setSaving(true);
    try {
      await leadsApi.addNote(lead.id, body);
      setBody('');
      showToast({ title: copy.noteAdded });
      onAdded();
    } catch (error) {
      showActionError(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <section aria-labelledby="lead-notes" className="card">
      <h2 id="lead-notes" className="text-lg font-semibold text-navy-900">
        {copy.notes}
      </h2>
      {lead.notes.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{copy.noNotes}</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {lead.notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-slate-50 p-3">
              <p className="text-sm text-slate-600">
                <span className="font-medium text-slate-800">{note.authorName}</span> · {formatDateTime(note.createdAt)}
              </p>
              <p className="mt-1 whitespace-pre-wrap">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form className="mt-4 space-y-3" onSubmit={onSubmit}>
        <FormField id="lead-note" label={copy.noteLabel}>
          <textarea
            id="lead-note"
            name="note"
            className="field-input"
            rows={3}
            maxLength={NOTE_MAX_LENGTH}
            value={body}
            onChange={(event) => setBody(event.target.value)}
          />
        </FormField>
        <button type="submit" className="btn-primary" disabled={saving || !body.trim()}>
          {copy.addNote}
        </button>
      </form>
    </section>
  );
}
