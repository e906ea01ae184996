// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_LEAD_COPY } from '../../../shared/content/assistant.ts';
import { createChatStore } from './chat/chat-store.ts';
import { ChatLeadForm } from './ChatLeadForm.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();

/** The chat's lead form goes through the same form layer as the demo and investor forms (useLeadSubmit). */
describe('ChatLeadForm', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const chat = createChatStore({ storage: { load: () => [], save: () => {} }, reply: () => Promise.reject(new Error('no replies in this test')) });
    render(<ChatLeadForm chat={chat} onClose={() => {}} />);
  });
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const box = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

  it('sends nothing while fields are missing: says what, and focuses the first', async () => {
    await userEvent.click(screen.getByRole('button', { name: CHAT_LEAD_COPY.submit }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(box(CHAT_LEAD_COPY.name));
    expect(screen.getByText('Please agree so that we may contact you')).toBeTruthy();
  });

  it('shows the server’s e-mail error on the one e-mail-or-phone field, and the failure', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { error: 'Please correct the highlighted fields.', fields: { email: 'This address cannot receive mail' } }));
    await userEvent.type(box(CHAT_LEAD_COPY.name), 'Dana Whitfield');
    await userEvent.type(box(CHAT_LEAD_COPY.reach), 'dana@whitfield.example');
    await userEvent.click(box(CHAT_LEAD_COPY.consent));
    await userEvent.click(screen.getByRole('button', { name: CHAT_LEAD_COPY.submit }));
    expect(await screen.findByText('This address cannot receive mail')).toBeTruthy();
    expect(document.activeElement).toBe(box(CHAT_LEAD_COPY.reach));
    expect(screen.getByRole('alert').textContent).toBe(CHAT_LEAD_COPY.failed);
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'Dana Whitfield', email: 'dana@whitfield.example', phone: '', consent: true, source: 'chat', website: '' });
  });

  it('thanks the visitor once the lead is stored', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { id: '0b6f4a52-9a3b-4f35-8a8e-3b1f0c9d2e11', createdAt: '2026-11-25T10:00:00.000Z' }));
    await userEvent.type(box(CHAT_LEAD_COPY.name), 'Dana');
    await userEvent.type(box(CHAT_LEAD_COPY.reach), '+1 212 555 0100');
    await userEvent.click(box(CHAT_LEAD_COPY.consent));
    await userEvent.click(screen.getByRole('button', { name: CHAT_LEAD_COPY.submit }));
    expect((await screen.findByRole('status')).textContent).toContain(CHAT_LEAD_COPY.sent);
  });
});
