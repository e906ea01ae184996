import { useId, useRef, useState } from 'react';
import type { AdminMeeting } from '../../../shared/booking/meeting-admin-model.ts';
import { showToast } from '../../components/toast/toast-store.ts';
import { adminApi } from './admin-api.ts';
import { ADMIN_COPY } from './admin-copy.ts';
import { showActionError } from './use-admin-data.ts';

const copy = ADMIN_COPY.meetings;

/** Cancels a meeting after a confirm step in a modal dialog (focus starts on "Keep it"). */
export function CancelMeetingButton({ meeting, name, when, onCancelled }: { meeting: AdminMeeting; name: string; when: string; onCancelled: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [cancelling, setCancelling] = useState(false);
  const id = useId();
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
      <dialog
        ref={dialogRef}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        className="m-auto max-w-md rounded-2xl p-6 shadow-xl backdrop:bg-navy-950/50"
      >
        <h2 id={`${id}-title`} className="text-lg font-semibold text-navy-900">
          {copy.cancelTitle}
        </h2>
        <p id={`${id}-text`} className="mt-2 text-slate-700">
          {copy.cancelText(name, when)}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button type="button" className="btn-secondary" onClick={() => dialogRef.current?.close()} autoFocus>
            {copy.keep}
          </button>
          <button type="button" className="btn bg-red-700 text-white hover:bg-red-800" disabled={cancelling} onClick={() => void confirmCancel()}>
            {cancelling ? copy.cancelling : copy.cancelConfirm}
          </button>
        </div>
      </dialog>
    </>
  );
}
