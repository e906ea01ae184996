import type { AdminMeeting } from '../../../../shared/booking/meeting-admin-model.ts';
import { showToast } from '../../../components/toast/toast-store.ts';
import { meetingsApi } from './meetings-api.ts';
import { MEETINGS_COPY } from './meetings-copy.ts';
import { ConfirmDialog, useConfirmStep } from '../components/ConfirmDialog.tsx';

const copy = MEETINGS_COPY;

/** Cancels a meeting after a confirm step in a modal dialog (focus starts on "Keep it"). */
export function CancelMeetingButton({ meeting, name, when, onCancelled }: { meeting: AdminMeeting; name: string; when: string; onCancelled: () => void }) {
  const cancel = useConfirmStep({
    run: () => meetingsApi.cancelMeeting(meeting.id),
    onDone: () => {
      showToast({ title: copy.cancelled, description: `${name}, ${when}` });
      onCancelled();
    },
    // Cancelled or moved meanwhile by someone else: show the meeting as it now stands.
    onFailed: onCancelled,
  });
  return (
    <>
      <button type="button" className="btn-secondary" aria-label={copy.cancelLabel(name, when)} onClick={cancel.open}>
        {copy.cancel}
      </button>
      <ConfirmDialog {...cancel.dialog} title={copy.cancelTitle} keepLabel={copy.keep} confirmLabel={cancel.dialog.busy ? copy.cancelling : copy.cancelConfirm}>
        {copy.cancelText(name, when)}
      </ConfirmDialog>
    </>
  );
}
