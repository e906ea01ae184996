// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeadDetail } from '../../../../shared/leads/lead-model.ts';
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
  language: 'en',
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

describe('a lead’s language in the admin', () => {
  it('says which language the lead wrote in, in the admin’s English', async () => {
    await showLead(lead({ language: 'es' }));
    const term = screen.getByText('Language', { selector: 'dt' });
    expect(term.nextElementSibling?.textContent).toBe('Spanish');
  });
});

describe('a lead’s meetings in the admin', () => {
  const meeting = (overrides: Partial<NonNullable<LeadDetail['meetings']>[number]>) => ({
    id: '6f1d3c1e-0000-4000-8000-0000000000aa',
    start: '2026-11-24T19:30:00.000Z',
    end: '2026-11-24T20:00:00.000Z',
    timeZone: 'America/New_York',
    timeZoneName: 'Eastern Time',
    status: 'booked' as const,
    upcoming: true,
    bookedVia: 'web' as const,
    ...overrides,
  });

  it('shows each meeting in the company’s time zone, named, with its status and channel, and links to all meetings', async () => {
    await showLead(
      lead({
        meetings: [
          meeting({}),
          meeting({ id: '6f1d3c1e-0000-4000-8000-0000000000ab', start: '2026-11-20T15:00:00.000Z', status: 'cancelled', upcoming: false, bookedVia: 'voice' }),
        ],
      }),
    );
    const meetings = section('Meetings');
    const [upcoming, cancelled] = within(meetings).getAllByRole('listitem');
    // 19:30 UTC is 2:30 pm in New York (EST), whatever zone the reader is in.
    expect(upcoming!.textContent).toMatch(/Tuesday, November 24, 2:30\sPM Eastern Time/);
    expect(within(upcoming!).getByText('Booked')).toBeTruthy();
    expect(within(upcoming!).getByText('Website')).toBeTruthy();
    expect(cancelled!.textContent).toMatch(/Friday, November 20, 10:00\sAM Eastern Time/);
    expect(within(cancelled!).getByText('Cancelled')).toBeTruthy();
    expect(within(cancelled!).getByText('AI call-back')).toBeTruthy();
    expect(within(meetings).getByRole('link', { name: 'All upcoming meetings' }).getAttribute('href')).toBe('/admin/meetings');
  });

  it('says when a meeting is over, and when the lead has none', async () => {
    await showLead(lead({ meetings: [meeting({ upcoming: false })] }));
    expect(within(section('Meetings')).getByText('Past')).toBeTruthy();
    cleanup();
    await showLead(lead({ meetings: [] }));
    expect(within(section('Meetings')).getByText('No meeting booked.')).toBeTruthy();
  });

  it('offers to revoke the lead’s booking links, and says when they last were', async () => {
    await showLead(lead({ bookingLinksRevokedAt: null }));
    expect(within(section('Booking links')).getByRole('button', { name: 'Revoke booking links' })).toBeTruthy();
    expect(within(section('Booking links')).getByText('Never revoked.')).toBeTruthy();
  });
});
