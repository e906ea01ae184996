import { X } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { SITE_CHROME } from '../../../shared/content/site-chrome.ts';
import { dismissToast, subscribeToasts, type Toast } from './toast-store.ts';

/** The region's name and the dismiss button's, in the page's language (English by default: the admin). */
export type ToasterWords = typeof SITE_CHROME.toaster | { regionLabel: string; dismiss: string };

const SWIPE_THRESHOLD_PX = 50;

/** Why the countdown waits: each reason holds it until it ends, so leaving with the mouse keeps a focused toast held. */
type PauseReason = 'hover' | 'focus' | 'pointer' | 'hidden-tab';

/** The countdown's pause reasons; a tab in the background holds it too, so a toast is not gone before it is seen. */
function useCountdownPauses() {
  const [reasons, setReasons] = useState<ReadonlySet<PauseReason>>(() => new Set(document.hidden ? ['hidden-tab'] : []));
  const hold = (reason: PauseReason, on: boolean) =>
    setReasons((current) => {
      if (current.has(reason) === on) return current;
      const next = new Set(current);
      if (on) next.add(reason);
      else next.delete(reason);
      return next;
    });
  useEffect(() => {
    const onVisibility = () => hold('hidden-tab', document.hidden);
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);
  return { paused: reasons.size > 0, hold };
}

function ToastItem({ toast, dismissLabel }: { toast: Toast; dismissLabel: string }) {
  const { paused, hold } = useCountdownPauses();
  const [offset, setOffset] = useState(0);
  const swipeStart = useRef<number | null>(null);

  // A layout effect, so the countdown starts in the same commit that shows the toast running.
  useLayoutEffect(() => {
    if (!toast.open || paused) return;
    const timer = setTimeout(() => dismissToast(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast.id, toast.open, toast.durationMs, paused]);

  const onPointerDown = (event: ReactPointerEvent) => {
    swipeStart.current = event.clientX;
    hold('pointer', true);
  };
  const onPointerMove = (event: ReactPointerEvent) => {
    if (swipeStart.current !== null) setOffset(Math.max(0, event.clientX - swipeStart.current));
  };
  const onPointerEnd = () => {
    if (offset > SWIPE_THRESHOLD_PX) dismissToast(toast.id);
    swipeStart.current = null;
    setOffset(0);
    hold('pointer', false);
  };

  if (!toast.open) return null;
  const destructive = toast.variant === 'destructive';
  return (
    <div
      role={destructive ? 'alert' : 'status'}
      aria-atomic="true"
      data-variant={toast.variant}
      data-countdown={paused ? 'paused' : 'running'}
      className={`pointer-events-auto flex w-full select-none items-start gap-3 rounded-xl border p-4 shadow-lg ${
        destructive ? 'border-red-800 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900'
      }`}
      style={{ transform: offset ? `translateX(${offset}px)` : undefined, touchAction: 'pan-y' }}
      onMouseEnter={() => hold('hover', true)}
      onMouseLeave={() => hold('hover', false)}
      onFocus={() => hold('focus', true)}
      onBlur={() => hold('focus', false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <div className="flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        className={`inline-flex size-8 shrink-0 items-center justify-center rounded-md ${destructive ? 'hover:bg-red-800' : 'hover:bg-slate-100'}`}
      >
        <X className="size-4" aria-hidden="true" />
        <span className="sr-only">{dismissLabel}</span>
      </button>
    </div>
  );
}

/** The notification region. F8 moves focus to it (spec section 9). */
export function Toaster({ words = SITE_CHROME.toaster }: { words?: ToasterWords }) {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => subscribeToasts(setToasts), []);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section
      ref={regionRef}
      aria-label={words.regionLabel}
      tabIndex={-1}
      className="pointer-events-none fixed right-0 bottom-0 z-[60] w-full max-w-sm p-4 focus:outline-none focus-visible:outline-3 focus-visible:outline-solid"
    >
      {/* Not a list: each toast is its own live region, which a list item cannot be. */}
      <div className="flex flex-col gap-2">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} dismissLabel={words.dismiss} />
        ))}
      </div>
    </section>
  );
}
