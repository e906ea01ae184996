import { Trash2 } from 'lucide-react';
import type { LeadDetail } from '../../../../shared/leads/lead-model.ts';
import { showToast } from '../../../components/toast/toast-store.ts';
import { leadsApi } from './leads-api.ts';
import { LEADS_COPY } from './leads-copy.ts';
import { navigate } from '../admin-router.tsx';
import { ConfirmDialog, useConfirmStep } from '../components/ConfirmDialog.tsx';

const copy = LEADS_COPY.detail;

/** Erasure on request: asks first, in a modal dialog, then deletes and returns to the list. */
export function DeleteLeadButton({ lead }: { lead: LeadDetail }) {
  const erase = useConfirmStep({
    run: () => leadsApi.deleteLead(lead.id),
    onDone: () => {
      showToast({ title: copy.deleted, description: `${lead.firstName} ${lead.lastName}` });
      navigate('/admin');
    },
    keepOpenOnFailure: true,
  });
  return (
    <>
      <button type="button" className="btn border border-red-700 bg-white text-red-700 hover:bg-red-50" onClick={erase.open}>
        <Trash2 className="size-4" aria-hidden="true" />
        {copy.delete}
      </button>
      <ConfirmDialog {...erase.dialog} title={copy.deleteTitle} keepLabel={copy.cancel} confirmLabel={copy.deleteConfirm}>
        {copy.deleteText}
      </ConfirmDialog>
    </>
  );
}
