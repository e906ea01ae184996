import { useRef, useState } from 'react';
import type { AdminMeeting } from '../../../../shared/booking/meeting-admin-model.ts';
import { showToast } from '../../../components/toast/toast-store.ts';
import { adminApi } from '../admin-api.ts';
import { ADMIN_COPY } from '../admin-copy.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { showActionError } from '../use-admin-data.ts';

const copy = ADMIN_COPY.meetings;

/** Cancels a meeting after a confirm step in a modal dialog (focus starts on "Keep it"). */
export function CancelMeetingButton({ meeting, name, when, onCancelled }: { meeting: AdminMeeting; name: string; when: string; onCancelled: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [cancelling, setCancelling] = useState(false);
  const confirmCancel = async () => {
    setCancelling(true);
    try {
      await adminApi.cancelMeeting(meeting.id);
      dialogRef.current?.close();
      showToast({ title: copy.cancelled, description: `${name}, ${when}` });
      onCancelled();
    } catch (error) {
      dialogRef.current?.close();
      showActionError(error);
      // Cancelled or moved meanwhile by someone else: show the meeting as it now stands.
      onCancelled();
    } finally {
      setCancelling(false);
    }
  };
  return (
    <>
      <button type="button" className="btn-secondary" aria-label={copy.cancelLabel(name, when)} onClick={() => dialogRef.current?.showModal()}>
        {copy.cancel}
      </button>
      <ConfirmDialog
        dialogRef={dialogRef}
        title={copy.cancelTitle}
        keepLabel={copy.keep}
        confirmLabel={cancelling ? copy.cancelling : copy.cancelConfirm}
        busy={cancelling}
        onConfirm={() => void confirmCancel()}
      >
        {copy.cancelText(name, when)}
      </ConfirmDialog>
    </>
  );
}
