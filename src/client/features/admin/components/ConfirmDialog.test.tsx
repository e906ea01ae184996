// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/toast/Toaster.tsx';
import { ApiError } from '../../../lib/api-request.ts';
import { ConfirmDialog, useConfirmStep, type ConfirmStepOptions } from './ConfirmDialog.tsx';

afterEach(cleanup);

function EraseButton(options: ConfirmStepOptions<string>) {
  const erase = useConfirmStep(options);
  return (
    <>
      <button type="button" onClick={erase.open}>
        Erase
      </button>
      <ConfirmDialog {...erase.dialog} title="Erase it?" keepLabel="Keep it" confirmLabel={erase.dialog.busy ? 'Erasing…' : 'Yes, erase it'}>
        This cannot be undone.
      </ConfirmDialog>
    </>
  );
}

const dialog = () => screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;
const confirmButton = () => screen.getByRole('button', { name: /erase it|Erasing/, hidden: true }) as HTMLButtonElement;

describe('a step staff confirm first', () => {
  it('runs once confirmed, busy meanwhile, then closes before saying it is done; keeping it runs nothing', async () => {
    let finish: (value: string) => void = () => {};
    const run = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const openWhenDone: boolean[] = [];
    const onDone = vi.fn(() => openWhenDone.push(dialog().open));
    render(<EraseButton run={run} onDone={onDone} />);

    fireEvent.click(screen.getByRole('button', { name: 'Erase' }));
    expect(dialog().open).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Keep it', hidden: true }));
    expect(dialog().open).toBe(false);
    expect(run).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Erase' }));
    fireEvent.click(confirmButton());
    expect(confirmButton().textContent).toBe('Erasing…');
    expect(confirmButton().disabled).toBe(true);
    await act(async () => finish('erased'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('erased'));
    expect(openWhenDone).toEqual([false]);
    expect(run).toHaveBeenCalledTimes(1);
    expect(confirmButton().disabled).toBe(false);
  });

  it('closes on a failure and shows the server’s reason, then lets the page show things as they now stand', async () => {
    const onFailed = vi.fn();
    const onDone = vi.fn();
    render(
      <>
        <EraseButton run={() => Promise.reject(new ApiError(409, JSON.stringify({ error: 'It was erased meanwhile.' }), 'Conflict', null))} onDone={onDone} onFailed={onFailed} />
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Erase' }));
    fireEvent.click(confirmButton());
    await waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
    expect(dialog().open).toBe(false);
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByText('It was erased meanwhile.')).toBeTruthy();
  });

  it('stays open on a failure when asked to, ready to be confirmed again', async () => {
    const run = vi.fn(() => Promise.reject(new ApiError(500, '', 'Internal Server Error', null)));
    render(<EraseButton run={run} onDone={() => {}} keepOpenOnFailure />);
    fireEvent.click(screen.getByRole('button', { name: 'Erase' }));
    fireEvent.click(confirmButton());
    await waitFor(() => expect(confirmButton().disabled).toBe(false));
    expect(dialog().open).toBe(true);
    fireEvent.click(confirmButton());
    await waitFor(() => expect(run).toHaveBeenCalledTimes(2));
  });
});
