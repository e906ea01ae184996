import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { AdminMeeting, AdminMeetingSlots } from '../../../../shared/booking/meeting-admin-model.ts';
import type { MeetingSlot } from '../../../../shared/booking/booking-schema.ts';
import { slotsByDay } from '../../../../shared/booking/slot-display.ts';
import { FormField, fieldControlProps } from '../../../components/form/FormField.tsx';
import { showToast } from '../../../components/toast/toast-store.ts';
import { isRefusedChange } from '../../../components/booking/booking-api.ts';
import { meetingsApi } from './meetings-api.ts';
import { ADMIN_COPY } from '../admin-copy.ts';
import { MEETINGS_COPY } from './meetings-copy.ts';
import { formatDayAndTimeIn, formatDayIn, formatTimeIn } from '../components/format.ts';
import { errorMessage, showActionError, useAdminData } from '../use-admin-data.ts';

const copy = MEETINGS_COPY;

interface MoveProps {
  meeting: AdminMeeting;
  name: string;
  when: string;
  onMoved: () => void;
}

/** Moves a meeting to a free time picked in a modal dialog; the free times load when it opens. */
export function MoveMeetingButton(props: MoveProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const id = useId();
  const show = () => {
    setOpen(true);
    dialogRef.current?.showModal();
  };
  const close = () => dialogRef.current?.close();
  return (
    <>
      <button type="button" className="btn-secondary" aria-label={copy.moveLabel(props.name, props.when)} onClick={show}>
        {copy.move}
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        className="m-auto w-full max-w-md rounded-2xl p-6 shadow-xl backdrop:bg-navy-950/50"
        onClose={() => setOpen(false)}
      >
        <h2 id={`${id}-title`} className="text-lg font-semibold text-navy-900">
          {copy.moveTitle}
        </h2>
        <p id={`${id}-text`} className="mt-2 text-slate-700">
          {copy.moveText(props.name, props.when)}
        </p>
        {open ? <MoveForm {...props} fieldId={`${id}-slot`} close={close} /> : null}
      </dialog>
    </>
  );
}

/** The free times by the company's local day (the one grouping every booking picker uses), each day an option group. */
const slotGroups = (slots: readonly MeetingSlot[], timeZone: string) =>
  slotsByDay(slots, timeZone).map((group) => ({ day: formatDayIn(group.slots[0]!.start, timeZone), slots: group.slots }));

function MoveForm({ meeting, name, onMoved, fieldId, close }: MoveProps & { fieldId: string; close: () => void }) {
  const slots = useAdminData<AdminMeetingSlots>(`slots-${meeting.id}`, () => meetingsApi.meetingSlots(meeting.id));
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const select = useRef<HTMLSelectElement>(null);
  // The dialog opened before the free times arrived: the picker takes focus once it is there.
  useEffect(() => {
    if (slots.state === 'ready') select.current?.focus();
  }, [slots.state]);

  const refuse = (message: string) => {
    setError(message);
    select.current?.focus();
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || slots.state !== 'ready') return;
    if (!choice) return refuse(copy.chooseTimeFirst);
    setSaving(true);
    try {
      const { meeting: moved } = await meetingsApi.moveMeeting(meeting.id, choice);
      close();
      showToast({ title: copy.moved, description: `${name}, ${formatDayAndTimeIn(moved.start, slots.data.timeZone)} ${slots.data.timeZoneName}` });
      onMoved();
    } catch (failure) {
      // Taken meanwhile, or no longer offered: say so at the field, with the free times as they now are.
      if (isRefusedChange(failure) && failure.body?.error) {
        setChoice('');
        slots.reload();
        refuse(failure.body.error);
      } else showActionError(failure);
    } finally {
      setSaving(false);
    }
  };

  if (slots.state === 'loading') {
    return (
      <p className="mt-4 text-slate-700" role="status">
        {copy.loadingSlots}
      </p>
    );
  }
  if (slots.state === 'error' || slots.data.slots.length === 0) {
    return (
      <>
        <p className="mt-4 text-red-800" role="alert">
          {slots.state === 'error' ? errorMessage(slots.error, copy.slotsFailed) : copy.noSlots}
        </p>
        <div className="mt-6 flex justify-end">
          <button type="button" className="btn-secondary" onClick={close}>
            {copy.close}
          </button>
        </div>
      </>
    );
  }
  const { timeZone, timeZoneName } = slots.data;
  return (
    <form className="mt-4" onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormField id={fieldId} label={copy.newTime} required error={error}>
        <select
          {...fieldControlProps(fieldId, 'start', error)}
          ref={select}
          aria-required="true"
          value={choice}
          onChange={(event) => {
            setChoice(event.target.value);
            setError(undefined);
          }}
        >
          <option value="">{copy.chooseTime}</option>
          {slotGroups(slots.data.slots, timeZone).map((group) => (
            <optgroup key={group.day} label={group.day}>
              {group.slots.map((slot) => (
                <option key={slot.start} value={slot.start}>
                  {`${group.day}, ${formatTimeIn(slot.start, timeZone)}`}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </FormField>
      <p className="mt-2 text-sm text-slate-600">{ADMIN_COPY.meetingWords.timesIn(timeZoneName, timeZone)}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-secondary" onClick={close}>
          {copy.close}
        </button>
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? copy.moving : copy.moveConfirm}
        </button>
      </div>
    </form>
  );
}
