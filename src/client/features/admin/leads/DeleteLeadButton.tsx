import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import type { LeadDetail } from '../../../../shared/leads/lead-model.ts';
import { showToast } from '../../../components/toast/toast-store.ts';
import { adminApi } from '../admin-api.ts';
import { ADMIN_COPY } from '../admin-copy.ts';
import { navigate } from '../admin-router.tsx';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { showActionError } from '../use-admin-data.ts';

const copy = ADMIN_COPY.detail;

/** Erasure on request: asks first, in a modal dialog, then deletes and returns to the list. */
export function DeleteLeadButton({ lead }: { lead: LeadDetail }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [deleting, setDeleting] = useState(false);
  const confirmDelete = async () => {
    setDeleting(true);
    try {
      await adminApi.deleteLead(lead.id);
      dialogRef.current?.close();
      showToast({ title: copy.deleted, description: `${lead.firstName} ${lead.lastName}` });
      navigate('/admin');
    } catch (error) {
      setDeleting(false);
      showActionError(error);
    }
  };
  return (
    <>
      <button type="button" className="btn border border-red-700 bg-white text-red-700 hover:bg-red-50" onClick={() => dialogRef.current?.showModal()}>
        <Trash2 className="size-4" aria-hidden="true" />
        {copy.delete}
      </button>
      <ConfirmDialog dialogRef={dialogRef} title={copy.deleteTitle} keepLabel={copy.cancel} confirmLabel={copy.deleteConfirm} busy={deleting} onConfirm={() => void confirmDelete()}>
        {copy.deleteText}
      </ConfirmDialog>
    </>
  );
}
