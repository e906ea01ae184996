/**
 * Notifications (spec section 4): add, update, dismiss and remove; at most one visible;
 * 5000 ms by default; a dismissed toast is removed from memory after TOAST_REMOVE_DELAY_MS.
 */
export const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
  durationMs: number;
}

export type ToastAction =
  | { type: 'add'; toast: Toast }
  | { type: 'update'; toast: Partial<Toast> & { id: string } }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string };

export function toastReducer(state: readonly Toast[], action: ToastAction): Toast[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case 'update':
      return state.map((toast) => (toast.id === action.toast.id ? { ...toast, ...action.toast } : toast));
    case 'dismiss':
      return state.map((toast) => (action.id === undefined || toast.id === action.id ? { ...toast, open: false } : toast));
    case 'remove':
      return action.id === undefined ? [] : state.filter((toast) => toast.id !== action.id);
  }
}

type Listener = (toasts: readonly Toast[]) => void;

let toasts: Toast[] = [];
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function dispatch(action: ToastAction) {
  toasts = toastReducer(toasts, action);
  if (action.type === 'dismiss') {
    for (const toast of toasts) {
      if (!toast.open && !removalTimers.has(toast.id)) {
        removalTimers.set(
          toast.id,
          setTimeout(() => {
            removalTimers.delete(toast.id);
            dispatch({ type: 'remove', id: toast.id });
          }, TOAST_REMOVE_DELAY_MS),
        );
      }
    }
  }
  for (const listener of listeners) listener(toasts);
}

export function showToast(input: { title: string; description?: string; variant?: ToastVariant; durationMs?: number }): string {
  const id = `toast-${++counter}`;
  dispatch({
    type: 'add',
    toast: { id, open: true, variant: 'default', durationMs: TOAST_DEFAULT_DURATION_MS, ...input },
  });
  return id;
}

export const dismissToast = (id?: string) => dispatch({ type: 'dismiss', id });

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(toasts);
  return () => listeners.delete(listener);
}
