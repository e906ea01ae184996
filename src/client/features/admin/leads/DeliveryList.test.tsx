// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LeadDelivery } from '../../../../shared/leads/lead-model.ts';
import { DeliveryList } from './DeliveryList.tsx';

const delivery = (overrides: Partial<LeadDelivery>): LeadDelivery => ({
  id: crypto.randomUUID(),
  channel: 'webhook',
  status: 'delivered',
  attempts: 1,
  nextAttemptAt: null,
  lastError: null,
  deliveredAt: '2026-11-23T10:00:00.000Z',
  ...overrides,
});

const item = (channel: string) => document.querySelector<HTMLElement>(`li[data-channel="${channel}"]`)!;

afterEach(cleanup);

describe('the notifications of a lead in the admin', () => {
  it('shows a channel without configuration as "Not configured", with no Retry button, even for a row an older version left', () => {
    render(
      <DeliveryList
        deliveries={[
          delivery({ channel: 'email', status: 'skipped', attempts: 0, lastError: 'The channel is not configured.', deliveredAt: null }),
          delivery({ channel: 'webhook', status: 'failed', attempts: 8, lastError: 'The receiver answered HTTP 500', deliveredAt: null }),
        ]}
        unconfiguredChannels={['email']}
        onRetried={() => {}}
      />,
    );
    expect(within(item('email')).getByText('Not configured')).toBeTruthy();
    expect(within(item('email')).queryByRole('button')).toBeNull();
    expect(document.querySelectorAll('li[data-channel="email"]')).toHaveLength(1);
    // A configured channel that failed keeps its Retry.
    expect(within(item('webhook')).getByText('Failed')).toBeTruthy();
    expect(within(item('webhook')).getByRole('button', { name: 'Retry Webhook' })).toBeTruthy();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('lists every channel as not configured when the server has none, without claiming the lead was spam', () => {
    render(<DeliveryList deliveries={[]} unconfiguredChannels={['email', 'webhook']} onRetried={() => {}} />);
    expect(within(item('email')).getByText('Not configured')).toBeTruthy();
    expect(within(item('webhook')).getByText('Not configured')).toBeTruthy();
    expect(screen.queryByText(/spam or a repeated request/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says nothing was sent for a spam lead when channels are configured', () => {
    render(<DeliveryList deliveries={[]} unconfiguredChannels={[]} onRetried={() => {}} />);
    expect(screen.getByText(/spam or a repeated request/)).toBeTruthy();
  });
});
