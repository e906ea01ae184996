import { useEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button, textarea, input, select, [tabindex]:not([tabindex="-1"])';

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Whether something new in the chat (the booking's next step, its form) may take the focus: it was lost (the
 * control that had it is gone), or it is elsewhere in the assistant's panel and the visitor is not typing there.
 * A control on the page behind the panel keeps it.
 */
export function mayTakeFocus(root: HTMLElement): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  const typing = (active instanceof HTMLTextAreaElement || active instanceof HTMLInputElement) && active.type !== 'checkbox' && active.value !== '';
  return (root.closest('[role="dialog"]') ?? root).contains(active) && !typing;
}

/** In the modal sheet, Tab and Shift+Tab wrap around inside the panel. */
export function keepTabInside(event: KeyboardEvent, panel: HTMLElement): void {
  const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}

/**
 * Beside the page (not a sheet), an element that gets focus behind the panel is scrolled clear of it; when the
 * page cannot scroll it clear (a fixed element), the panel closes, so focus is never hidden (WCAG 2.4.11).
 */
export function useFocusKeptClear(
  panelRef: RefObject<HTMLElement | null>,
  { isSheet, launcherRef, onClose }: { isSheet: boolean; launcherRef?: RefObject<HTMLElement | null>; onClose: (options: { restoreFocus: boolean }) => void },
): void {
  useEffect(() => {
    if (isSheet) return;
    const onFocusIn = (event: FocusEvent) => {
      const panel = panelRef.current;
      const target = event.target;
      if (!panel || !(target instanceof Element) || panel.contains(target) || launcherRef?.current?.contains(target)) return;
      const hidden = () => overlaps(target.getBoundingClientRect(), panel.getBoundingClientRect());
      if (!hidden()) return;
      window.scrollBy({ top: target.getBoundingClientRect().bottom - panel.getBoundingClientRect().top + 16, behavior: 'instant' });
      // Fixed elements (and anything the page cannot scroll clear) win over the panel.
      if (hidden()) onClose({ restoreFocus: false });
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [isSheet, launcherRef, onClose, panelRef]);
}
