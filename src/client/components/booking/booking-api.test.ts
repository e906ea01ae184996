import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-request.ts';
import { bookOrMove, bookSlot, isRefusedChange } from './booking-api.ts';

afterEach(() => vi.unstubAllGlobals());

const meeting = { start: '2026-11-24T14:00:00.000Z', end: '2026-11-24T14:30:00.000Z' };
const nextSlots = [{ start: '2026-11-24T15:00:00.000Z', end: '2026-11-24T15:30:00.000Z' }];

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

// Booking from the thank-you page or the chat, and moving from the thank-you page: one reading of the server's refusals.
const sends = [
  ['booking', () => bookSlot('token', meeting.start, 'chat'), 'POST'],
  ['moving', () => bookOrMove('token', meeting.start, true), 'PUT'],
] as const;

describe.each(sends)('the booking room reads the answer to %s the same way', (_name, send, method) => {
  it('sends the token and the time with its method', async () => {
    const fetchMock = answer(200, { meeting });
    expect(await send()).toEqual({ kind: 'booked', meeting });
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe(method);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({ bookingToken: 'token', start: meeting.start });
  });

  it('maps 403, 400 on the time and each 409 to what the visitor is told', async () => {
    answer(403, { error: 'expired' });
    expect(await send()).toEqual({ kind: 'expired' });
    answer(400, { error: 'bad', fields: { start: 'not offered' } });
    expect(await send()).toEqual({ kind: 'not-offered' });
    answer(409, { code: 'slot-taken', error: 'taken', nextSlots });
    expect(await send()).toEqual({ kind: 'slot-taken', nextSlots });
    answer(409, { code: 'already-booked', error: 'held', meeting });
    expect(await send()).toEqual({ kind: 'already-booked', meeting });
    answer(409, { code: 'booking-limit', error: 'limit', reason: 'network' });
    expect(await send()).toEqual({ kind: 'booking-limit', reason: 'network' });
  });

  it('throws what the visitor may only retry: a 5xx, an unknown 409, a 400 on another field', async () => {
    answer(503, { error: 'down' });
    await expect(send()).rejects.toMatchObject({ status: 503 });
    answer(409, { code: 'something-new', error: 'new' });
    await expect(send()).rejects.toMatchObject({ status: 409 });
    answer(400, { error: 'bad', fields: { bookingToken: 'missing' } });
    await expect(send()).rejects.toMatchObject({ status: 400 });
  });
});

describe('a refused change, as the admin\'s move dialog reads it too', () => {
  const refusal = (status: number, body: unknown) => new ApiError(status, JSON.stringify(body), '', null);

  it('is a 409 of any kind, or a 400 on the time', () => {
    expect(isRefusedChange(refusal(409, { code: 'slot-taken', error: 'taken', nextSlots }))).toBe(true);
    expect(isRefusedChange(refusal(409, { error: 'This meeting cannot be changed.' }))).toBe(true);
    expect(isRefusedChange(refusal(400, { error: 'not offered', fields: { start: 'not offered' } }))).toBe(true);
  });

  it('is not a refused link or session, a 400 on another field, a server failure or a network error', () => {
    expect(isRefusedChange(refusal(403, { error: 'expired' }))).toBe(false);
    expect(isRefusedChange(refusal(400, { error: 'bad', fields: { bookingToken: 'missing' } }))).toBe(false);
    expect(isRefusedChange(refusal(503, { error: 'down' }))).toBe(false);
    expect(isRefusedChange(new TypeError('Failed to fetch'))).toBe(false);
  });
});
