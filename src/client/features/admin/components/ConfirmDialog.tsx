import { useId, type ReactNode, type RefObject } from 'react';

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
