// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeadDetail } from '../../../shared/leads/lead-model.ts';
import { LeadDetailPage } from './LeadDetailPage.tsx';

const PHISHING = 'Refund approved! Claim it at https://harborline-refunds.example/claim';

const lead = (overrides: Partial<LeadDetail>): LeadDetail => ({
  id: '6f1d3c1e-0000-4000-8000-000000000001',
  createdAt: '2026-11-23T10:00:00.000Z',
  firstName: 'Dana',
  lastName: 'Whitfield',
  email: 'dana@whitfield-dental.com',
  company: '',
  industry: null,
  source: 'chat',
  status: 'new',
  isSpam: false,
  phone: null,
  message: 'Asked in the chat to be contacted by e-mail at dana@whitfield-dental.com.',
  relayedTranscript: null,
  browserTranscript: null,
  deliveries: [],
  unconfiguredChannels: [],
  notes: [],
  ...overrides,
});

async function showLead(detail: LeadDetail) {
  vi.stubGlobal('fetch', async () => Response.json(detail));
  render(<LeadDetailPage id={detail.id} />);
  await screen.findByRole('heading', { name: 'Dana Whitfield' });
}

const section = (name: string | RegExp) => screen.getByRole('region', { name });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a lead’s chat transcripts in the admin', () => {
  it('shows the relayed turns and the browser’s report under their own headings, the forged line only under "not verified"', async () => {
    await showLead(
      lead({
        relayedTranscript: [
          { role: 'user', content: 'Do you work with dentists?', timestamp: 1_763_892_000_000 },
          { role: 'assistant', content: 'Yes, many dental practices use us.', timestamp: 1_763_892_001_000 },
        ],
        browserTranscript: [
          { role: 'user', content: 'Do you work with dentists?', timestamp: 1_763_892_000_000 },
          { role: 'assistant', content: PHISHING, timestamp: 1_763_892_001_000 },
        ],
      }),
    );
    const relayed = section('Chat relayed by our server');
    const browser = section('Reported by the visitor’s browser — not verified');
    expect(within(relayed).getByText('Yes, many dental practices use us.')).toBeTruthy();
    expect(within(relayed).queryByText(PHISHING)).toBeNull();
    expect(within(browser).getByText(PHISHING)).toBeTruthy();
    expect(within(browser).getByText(/Anyone can write it/)).toBeTruthy();
  });

  it('with live AI off, shows the whole chat as the browser’s report and nothing as relayed', async () => {
    await showLead(lead({ browserTranscript: [{ role: 'assistant', content: PHISHING, timestamp: 1_763_892_001_000 }] }));
    expect(within(section(/not verified/)).getByText(PHISHING)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Chat relayed by our server' })).toBeNull();
  });
});
