// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_LEAD_FORM, type LeadCreated, type LeadFormValues } from '../../../shared/leads/lead-schema.ts';
import { apiRequest } from '../../lib/api-request.ts';
import { LeadField, type LeadFieldName, type LeadFieldSpec } from './LeadField.tsx';
import { useLeadSubmit } from './use-lead-submit.ts';

const FIELDS: readonly LeadFieldSpec[] = [
  { name: 'firstName', label: 'First Name', control: 'text' },
  { name: 'lastName', label: 'Last Name', control: 'text' },
  { name: 'email', label: 'Email', control: 'email' },
  { name: 'company', label: 'Company', control: 'text' },
  { name: 'message', label: 'Message', control: 'textarea' },
];
const FIELD_ORDER = FIELDS.map((field) => field.name);

type Outcome = Awaited<ReturnType<ReturnType<typeof useLeadSubmit>['submit']>>;

/** A lead form as the demo form and the investor dialog use the hook: it clears what was typed only once sent. */
function LeadForm({ onOutcome }: { onOutcome: (outcome: Outcome) => void }) {
  const [values, setValues] = useState<LeadFormValues>({ ...EMPTY_LEAD_FORM });
  const form = useLeadSubmit({ idPrefix: 'test', fieldOrder: FIELD_ORDER });
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await form.submit(values, async (input) => (await (await apiRequest('POST', '/api/contacts', input)).json()) as LeadCreated);
    if (outcome.sent) setValues({ ...EMPTY_LEAD_FORM });
    onOutcome(outcome);
  };
  return (
    <form noValidate onSubmit={onSubmit}>
      {FIELDS.map((spec) => (
        <LeadField
          key={spec.name}
          spec={spec}
          idPrefix="test"
          value={values[spec.name]}
          error={form.errors[spec.name]}
          onChange={(value) => setValues((current) => ({ ...current, [spec.name]: value }))}
        />
      ))}
      {form.failure ? <p role="alert">Not sent: {form.failure}</p> : null}
      <button type="submit">{form.state === 'sending' ? 'Submitting...' : 'Send'}</button>
    </form>
  );
}

const CREATED: LeadCreated = { id: '0b6f4a52-9a3b-4f35-8a8e-3b1f0c9d2e11', createdAt: '2026-11-25T10:00:00.000Z' };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();
let outcomes: Outcome[];

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // The hook logs every failed submission; the tests below provoke them on purpose.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  outcomes = [];
  render(<LeadForm onOutcome={(outcome) => outcomes.push(outcome)} />);
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const errorOf = (label: string) => {
  const describedBy = field(label).getAttribute('aria-describedby');
  return describedBy ? document.getElementById(describedBy)?.textContent : undefined;
};
const sentBody = () => JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;

async function fillIn(values: Partial<Record<LeadFieldName, string>>) {
  const user = userEvent.setup();
  for (const [name, value] of Object.entries(values)) {
    const spec = FIELDS.find((candidate) => candidate.name === name)!;
    await user.type(field(spec.label), value);
  }
  return user;
}

const A_VISITOR = { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@ruizdental.com', company: 'Ruiz Dental', message: 'Front desk misses calls.' };

describe('useLeadSubmit', () => {
  it('shows what to fix, focuses the first field to fix and sends nothing when the form is invalid', async () => {
    const user = await fillIn({ firstName: 'Ana', email: 'not-an-address' });
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(document.activeElement).toBe(field('Last Name'));
    expect(errorOf('Last Name')).toBe('Required');
    expect(errorOf('Email')).toMatch(/valid e-mail/);
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf('First Name')).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(outcomes).toEqual([{ sent: false, failure: 'invalid' }]);
  });

  it('sends the validated fields and resolves with the server\'s answer on 201', async () => {
    fetchMock.mockResolvedValueOnce(json(201, CREATED));
    const user = await fillIn({ ...A_VISITOR, firstName: '  Ana  ' });
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(outcomes).toEqual([{ sent: true, result: CREATED }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/contacts');
    expect(sentBody()).toMatchObject({ ...A_VISITOR, firstName: 'Ana' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field('First Name').value).toBe('');
  });

  it('puts the server\'s field errors of a 400 on those fields, focuses the first, and keeps every value', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { error: 'Invalid lead.', fields: { company: 'Tell us the company name', email: 'This address cannot receive mail' } }));
    const user = await fillIn(A_VISITOR);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(outcomes).toEqual([{ sent: false, failure: 'rejected' }]);
    expect(errorOf('Email')).toBe('This address cannot receive mail');
    expect(errorOf('Company')).toBe('Tell us the company name');
    expect(document.activeElement).toBe(field('Email'));
    expect(field('Email').value).toBe(A_VISITOR.email);
    expect(field('Message').value).toBe(A_VISITOR.message);
  });

  it.each([
    ['a 503 (the database is away)', () => fetchMock.mockResolvedValueOnce(json(503, { error: 'Service unavailable.', code: 'database-unavailable' })), 'unavailable'],
    ['a 429', () => fetchMock.mockResolvedValueOnce(json(429, { error: 'Too many requests.' })), 'rate-limited'],
    ['a 500', () => fetchMock.mockResolvedValueOnce(json(500, { error: 'Internal server error.' })), 'failed'],
    ['no network', () => fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')), 'failed'],
  ] as const)('after %s says why it was not sent, keeps every value, and sends again on retry', async (_what, answer, kind) => {
    answer();
    const user = await fillIn(A_VISITOR);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(outcomes).toEqual([{ sent: false, failure: kind }]);
    expect(screen.getByRole('alert').textContent).toBe(`Not sent: ${kind}`);
    for (const spec of FIELDS) expect(field(spec.label).value, spec.name).toBe(A_VISITOR[spec.name as keyof typeof A_VISITOR]);

    fetchMock.mockResolvedValueOnce(json(201, CREATED));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(outcomes.at(-1)).toEqual({ sent: true, result: CREATED });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends once when Send is pressed again while the first request is on its way', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const user = await fillIn(A_VISITOR);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(screen.getByRole('button', { name: 'Submitting...' }));

    expect(outcomes).toEqual([{ sent: false, failure: 'busy' }]);
    await act(async () => answer(json(201, CREATED)));
    expect(outcomes).toEqual([{ sent: false, failure: 'busy' }, { sent: true, result: CREATED }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
