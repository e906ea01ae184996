import { useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { showActionError } from '../use-admin-data.ts';

/** A modal question before a step that cannot be undone; focus starts on the way out (`keepLabel`). */
export function ConfirmDialog({
  dialogRef,
  title,
  children,
  keepLabel,
  confirmLabel,
  busy,
  onConfirm,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  title: string;
  children: ReactNode;
  keepLabel: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  const id = useId();
  return (
    <dialog ref={dialogRef} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} className="m-auto max-w-md rounded-2xl p-6 shadow-xl backdrop:bg-navy-950/50">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-navy-900">
        {title}
      </h2>
      <p id={`${id}-text`} className="mt-2 text-slate-700">
        {children}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-secondary" onClick={() => dialogRef.current?.close()} autoFocus>
          {keepLabel}
        </button>
        <button type="button" className="btn bg-red-700 text-white hover:bg-red-800" disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}

export interface ConfirmStepOptions<T> {
  /** The step itself, run once staff confirm. */
  run: () => Promise<T>;
  /** After the step, with the dialog closed (so focus may move on): say so, reload, navigate. */
  onDone: (result: T) => void;
  /** After a failure, once the reason is shown: show things as they now stand. */
  onFailed?: () => void;
  /** Leave the dialog open on a failure, so staff may confirm again. */
  keepOpenOnFailure?: boolean;
}

/**
 * A step staff confirm in a ConfirmDialog first: `open` shows the dialog, `dialog` goes to it. Confirming runs the
 * step once (the confirm button is busy meanwhile), then closes the dialog; a failure is shown (or sign-in asked
 * for again when the session ended).
 */
export function useConfirmStep<T>({ run, onDone, onFailed, keepOpenOnFailure = false }: ConfirmStepOptions<T>) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    let result: T;
    try {
      result = await run();
    } catch (error) {
      setBusy(false);
      if (!keepOpenOnFailure) dialogRef.current?.close();
      showActionError(error);
      onFailed?.();
      return;
    }
    dialogRef.current?.close();
    setBusy(false);
    onDone(result);
  };
  return { open: () => dialogRef.current?.showModal(), dialog: { dialogRef, busy, onConfirm: () => void confirm() } };
}
