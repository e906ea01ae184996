// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingLinksPanel } from './BookingLinksPanel.tsx';

const LEAD_ID = '6f1d3c1e-0000-4000-8000-000000000002';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('revoking a lead’s booking links in the admin', () => {
  it('asks first, then revokes with the lead’s id and reloads the lead; keeping them sends nothing', async () => {
    const requests: { url: string; method: string }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      requests.push({ url, method: init.method ?? 'GET' });
      return Response.json({ revokedAt: '2026-11-23T12:00:00.000Z' });
    });
    const onRevoked = vi.fn();
    render(<BookingLinksPanel lead={{ id: LEAD_ID, bookingLinksRevokedAt: null }} onRevoked={onRevoked} />);
    const panel = screen.getByRole('region', { name: 'Booking links' });
    expect(within(panel).getByText('Never revoked.')).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Revoke booking links' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep them', hidden: true }));
    expect(requests).toEqual([]);

    fireEvent.click(within(panel).getByRole('button', { name: 'Revoke booking links' }));
    expect(screen.getByText(/stops working at once/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, revoke them', hidden: true }));
    await waitFor(() => expect(onRevoked).toHaveBeenCalledTimes(1));
    expect(requests).toEqual([{ url: `/api/admin/leads/${LEAD_ID}/booking-links/revoke`, method: 'POST' }]);
  });

  it('says when the links were last revoked', () => {
    render(<BookingLinksPanel lead={{ id: LEAD_ID, bookingLinksRevokedAt: '2026-11-23T12:00:00.000Z' }} onRevoked={() => {}} />);
    expect(screen.getByTestId('booking-links-revoked').textContent).toMatch(/^Last revoked .*2026/);
  });
});
