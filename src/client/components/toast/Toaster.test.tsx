// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, showToast, TOAST_DEFAULT_DURATION_MS } from './toast-store.ts';
import { Toaster } from './Toaster.tsx';

/** The notifications as a visitor meets them (spec section 4): one at a time, 5 s, F8, swipe right to dismiss. */
describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(<Toaster />);
  });
  afterEach(() => {
    act(() => dismissToast());
    cleanup();
    vi.useRealTimers();
  });

  const show = (title: string, variant: 'default' | 'destructive' = 'default') => act(() => void showToast({ title, description: `${title} text`, variant }));

  it('shows a toast for 5 seconds, then takes it away', () => {
    expect(TOAST_DEFAULT_DURATION_MS).toBe(5_000);
    show('Success!');
    expect(screen.getByRole('status')).toHaveProperty('textContent', expect.stringContaining('Success!'));
    act(() => vi.advanceTimersByTime(4_900));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps one toast visible: a new one replaces the old', () => {
    show('First');
    show('Error', 'destructive');
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Error');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('holds the toast while the pointer rests on it, and counts 5 s again when it leaves', () => {
    show('Success!');
    const toast = screen.getByRole('status');
    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.queryByRole('status')).not.toBeNull();
    fireEvent.mouseLeave(toast);
    act(() => vi.advanceTimersByTime(4_999));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('holds the toast while the tab is in the background, and counts 5 s again once it is back', () => {
    const hidden = vi.spyOn(document, 'hidden', 'get');
    try {
      show('Success!');
      hidden.mockReturnValue(true);
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
      act(() => vi.advanceTimersByTime(60_000));
      expect(screen.queryByRole('status')).not.toBeNull();
      hidden.mockReturnValue(false);
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
      act(() => vi.advanceTimersByTime(4_999));
      expect(screen.queryByRole('status')).not.toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      hidden.mockRestore();
    }
  });

  it('stays held while focused even after the pointer leaves it', () => {
    show('Success!');
    const toast = screen.getByRole('status');
    fireEvent.focus(toast);
    fireEvent.mouseEnter(toast);
    fireEvent.mouseLeave(toast);
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.queryByRole('status')).not.toBeNull();
    fireEvent.blur(toast);
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('F8 moves focus to the notification region', () => {
    show('Success!');
    fireEvent.keyDown(document, { key: 'F8' });
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Notifications (F8)' }));
  });

  it('a swipe right past 50 px dismisses it; a shorter one does not', () => {
    show('Success!');
    const swipe = (distance: number) => {
      const toast = screen.getByRole('status');
      fireEvent.pointerDown(toast, { clientX: 100 });
      fireEvent.pointerMove(toast, { clientX: 100 + distance });
      fireEvent.pointerUp(toast, { clientX: 100 + distance });
    };
    swipe(40);
    expect(screen.queryByRole('status')).not.toBeNull();
    swipe(60);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('the dismiss button closes it at once', () => {
    show('Success!');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
