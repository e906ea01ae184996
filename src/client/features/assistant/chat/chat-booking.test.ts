import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookedMeeting, MeetingSlot } from '../../../../shared/booking/booking-schema.ts';
import { BOOKING_PASS_KEY, createConversationStorage } from '../../../lib/conversation-storage.ts';
import { CHAT_BOOKING_COPY } from '../../../../shared/content/assistant.ts';
import { SLOTS_PER_PAGE, type BookingApi } from './chat-booking.ts';
import { CHAT_REPLY_DELAY_MS, createChatStore } from './chat-store.ts';
import { memoryStorage } from '../../../lib/test-storage.ts';

/** Tuesday 2026-11-24 from 09:00 Chicago time (15:00 UTC), every half hour. */
const SLOTS: MeetingSlot[] = Array.from({ length: 8 }, (_, index) => {
  const start = Date.parse('2026-11-24T15:00:00Z') + index * 30 * 60_000;
  return { start: new Date(start).toISOString(), end: new Date(start + 30 * 60_000).toISOString() };
});
const meetingAt = (slot: MeetingSlot): BookedMeeting => ({ id: 'a9d7c1e2-0000-4000-8000-000000000001', status: 'booked', timeZone: 'America/New_York', ...slot });
const PASS = { token: 'lead-id.1767225600.signature', expiresAt: '2026-12-24T00:00:00.000Z', email: 'dana@reyes-dental.com' };
const ZONE = 'Central Standard Time';

describe('booking in the chat', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  function setup(storage = memoryStorage()) {
    const api = {
      fetchFreeSlots: vi.fn<BookingApi['fetchFreeSlots']>().mockResolvedValue({ kind: 'slots', body: { timeZone: 'America/New_York', meetingMinutes: 30, slots: SLOTS } }),
      bookSlot: vi.fn<BookingApi['bookSlot']>().mockImplementation((_token, start) => Promise.resolve({ kind: 'booked', meeting: meetingAt(SLOTS.find((slot) => slot.start === start)!) })),
    };
    const reply = vi.fn(() => ({ text: 'an answer', kind: 'live' as const, offerDemo: false }));
    const chat = createChatStore({ reply, storage: createConversationStorage(storage), bookingApi: api, timeZone: 'America/Chicago' });
    return { chat, api, reply, storage };
  }
  const lastMessage = (chat: ReturnType<typeof setup>['chat']) => chat.getSnapshot().messages.at(-1)?.content;

  async function offered(chat: ReturnType<typeof setup>['chat']) {
    chat.send('Can I book a demo?');
    await vi.advanceTimersByTimeAsync(CHAT_REPLY_DELAY_MS);
  }

  it('asks for name and e-mail first when the chat has no lead, without asking the search or the live AI', async () => {
    const { chat, api, reply } = setup();
    expect(chat.send('I want to talk to sales')).toBe(true);
    expect(chat.getSnapshot()).toMatchObject({ pending: true, booking: { step: 'loading' } });
    await vi.advanceTimersByTimeAsync(CHAT_REPLY_DELAY_MS);
    expect(chat.getSnapshot()).toMatchObject({ pending: false, booking: { step: 'details' } });
    expect(lastMessage(chat)).toBe(CHAT_BOOKING_COPY.askDetails);
    expect(reply).not.toHaveBeenCalled();
    expect(api.fetchFreeSlots).not.toHaveBeenCalled();
  });

  it('offers the first six free times in the visitor’s zone once the lead is in, and pages on', async () => {
    const { chat, api, storage } = setup();
    await offered(chat);
    chat.booking.leadSent({ pass: PASS });
    expect(chat.getSnapshot()).toMatchObject({ pending: true, booking: { step: 'loading' } });
    await vi.advanceTimersByTimeAsync(CHAT_REPLY_DELAY_MS);
    expect(api.fetchFreeSlots).toHaveBeenCalledWith(PASS.token);
    expect(lastMessage(chat)).toBe(CHAT_BOOKING_COPY.offerSlots(ZONE));
    expect(chat.getSnapshot().booking).toEqual({ step: 'choosing', slots: SLOTS, page: 0, zone: ZONE });
    expect(JSON.parse(storage.items.get(BOOKING_PASS_KEY)!)).toEqual(PASS);

    chat.booking.showMore();
    expect(chat.getSnapshot().booking).toMatchObject({ page: 1 });
    chat.booking.showMore();
    expect(chat.getSnapshot().booking, 'no page past the last').toMatchObject({ page: Math.ceil(SLOTS.length / SLOTS_PER_PAGE) - 1 });
    chat.booking.showEarlier();
    expect(chat.getSnapshot().booking).toMatchObject({ page: 0 });
  });

  it('books the chosen time after the confirm step, via the chat, and says when and where the invitation goes', async () => {
    const storage = memoryStorage();
    storage.setItem(BOOKING_PASS_KEY, JSON.stringify(PASS));
    const { chat, api } = setup(storage);
    await offered(chat);
    expect(chat.getSnapshot().booking.step).toBe('choosing');
    chat.booking.choose(SLOTS[1]!);
    expect(chat.getSnapshot().booking).toMatchObject({ step: 'confirming', chosen: SLOTS[1] });
    expect(api.bookSlot, 'a tap on a time only asks to confirm').not.toHaveBeenCalled();
    chat.booking.chooseAnother();
    expect(chat.getSnapshot().booking.step).toBe('choosing');
    chat.booking.choose(SLOTS[1]!);
    chat.booking.confirm();
    expect(chat.getSnapshot()).toMatchObject({ pending: true, booking: { step: 'sending' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(api.bookSlot).toHaveBeenCalledWith(PASS.token, SLOTS[1]!.start, 'chat');
    expect(lastMessage(chat)).toBe(`Booked: Tuesday, November 24, 9:30 am (${ZONE}) with our sales team. The invitation is on its way to dana@reyes-dental.com.`);
    expect(chat.getSnapshot()).toMatchObject({ pending: false, booking: { step: 'idle' } });
  });

  it('keeps the booking pass with the stored conversation, so a reload books without asking again', async () => {
    const { chat, storage } = setup();
    await offered(chat);
    chat.booking.leadSent({ pass: PASS });
    await vi.advanceTimersByTimeAsync(CHAT_REPLY_DELAY_MS);
    const { chat: reloaded, api } = setup(storage);
    expect(reloaded.getSnapshot().messages).toEqual(chat.getSnapshot().messages);
    await offered(reloaded);
    expect(api.fetchFreeSlots).toHaveBeenCalledWith(PASS.token);
    expect(reloaded.getSnapshot().booking.step).toBe('choosing');
  });

  describe('answers from the server', () => {
    async function confirming(outcome: Awaited<ReturnType<BookingApi['bookSlot']>> | Error) {
      const storage = memoryStorage();
      storage.setItem(BOOKING_PASS_KEY, JSON.stringify(PASS));
      const context = setup(storage);
      if (outcome instanceof Error) context.api.bookSlot.mockRejectedValueOnce(outcome);
      else context.api.bookSlot.mockResolvedValueOnce(outcome);
      await offered(context.chat);
      context.chat.booking.choose(SLOTS[0]!);
      context.chat.booking.confirm();
      await vi.advanceTimersByTimeAsync(0);
      return context;
    }

    it('409 slot taken: says so and offers the next free times the server returned', async () => {
      const { chat } = await confirming({ kind: 'slot-taken', nextSlots: SLOTS.slice(2, 4) });
      expect(lastMessage(chat)).toBe(CHAT_BOOKING_COPY.slotTaken(ZONE));
      expect(chat.getSnapshot().booking).toEqual({ step: 'choosing', slots: SLOTS.slice(2, 4), page: 0, zone: ZONE });
    });

    it('409 already booked: shows the meeting the lead holds', async () => {
      const { chat } = await confirming({ kind: 'already-booked', meeting: meetingAt(SLOTS[5]!) });
      expect(lastMessage(chat)).toBe(CHAT_BOOKING_COPY.alreadyBooked('Tuesday, November 24, 11:30 am', ZONE));
      expect(chat.getSnapshot().booking.step).toBe('idle');
    });

    it.each([
      ['contact', CHAT_BOOKING_COPY.contactHasMeeting],
      ['network', CHAT_BOOKING_COPY.networkLimit],
    ] as const)('409 booking limit (%s): says how to reach sales and stops offering times', async (reason, words) => {
      const { chat } = await confirming({ kind: 'booking-limit', reason });
      expect(lastMessage(chat)).toBe(words);
      expect(chat.getSnapshot().booking.step).toBe('idle');
    });

    it('a network failure says nothing is booked and retries the same time', async () => {
      const { chat, api } = await confirming(new TypeError('Failed to fetch'));
      expect(lastMessage(chat)).toBe(CHAT_BOOKING_COPY.bookFailed('Tuesday, November 24, 9:00 am'));
      expect(chat.getSnapshot().booking).toMatchObject({ step: 'failed', retry: 'book', chosen: SLOTS[0] });
      chat.booking.retry();
      await vi.advanceTimersByTimeAsync(0);
      expect(api.bookSlot).toHaveBeenCalledTimes(2);
      expect(lastMessage(chat)).toMatch(/^Booked: Tuesday, November 24, 9:00 am/);
    });

    it('an expired booking link asks for the details again and forgets the pass', async () => {
      const { chat, storage } = await confirming({ kind: 'expired' });
      expect(lastMessage(chat)).toBe(CHAT_BOOKING_COPY.expired);
      expect(chat.getSnapshot().booking.step).toBe('details');
      expect(storage.items.has(BOOKING_PASS_KEY)).toBe(false);
    });

    it('a failure to load the free times offers a retry', async () => {
      const storage = memoryStorage();
      storage.setItem(BOOKING_PASS_KEY, JSON.stringify(PASS));
      const { chat, api } = setup(storage);
      api.fetchFreeSlots.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      await offered(chat);
      expect(lastMessage(chat)).toBe(CHAT_BOOKING_COPY.slotsFailed);
      expect(chat.getSnapshot().booking).toEqual({ step: 'failed', retry: 'slots' });
      chat.booking.retry();
      await vi.advanceTimersByTimeAsync(CHAT_REPLY_DELAY_MS);
      expect(chat.getSnapshot().booking.step).toBe('choosing');
    });

    it('a lead that holds a meeting already is shown it instead of free times', async () => {
      const storage = memoryStorage();
      storage.setItem(BOOKING_PASS_KEY, JSON.stringify(PASS));
      const { chat, api } = setup(storage);
      api.fetchFreeSlots.mockResolvedValueOnce({ kind: 'slots', body: { timeZone: 'America/New_York', meetingMinutes: 30, slots: SLOTS, meeting: meetingAt(SLOTS[0]!) } });
      await offered(chat);
      expect(lastMessage(chat)).toBe(CHAT_BOOKING_COPY.alreadyBooked('Tuesday, November 24, 9:00 am', ZONE));
    });
  });

  it('puts the free times away when the visitor asks something else, and forgets the pass on clear', async () => {
    const storage = memoryStorage();
    storage.setItem(BOOKING_PASS_KEY, JSON.stringify(PASS));
    const { chat, reply, api } = setup(storage);
    await offered(chat);
    chat.send('Do you integrate with Salesforce?');
    expect(chat.getSnapshot().booking.step).toBe('idle');
    await vi.advanceTimersByTimeAsync(CHAT_REPLY_DELAY_MS);
    expect(reply).toHaveBeenCalledTimes(1);
    chat.clear();
    expect(storage.items.has(BOOKING_PASS_KEY)).toBe(false);
    await offered(chat);
    expect(chat.getSnapshot().booking.step).toBe('details');
    expect(api.fetchFreeSlots).toHaveBeenCalledTimes(1);
  });

  it('ignores an expired stored pass', async () => {
    const storage = memoryStorage();
    storage.setItem(BOOKING_PASS_KEY, JSON.stringify({ ...PASS, expiresAt: '2026-11-01T00:00:00.000Z' }));
    const { chat } = setup(storage);
    await offered(chat);
    expect(chat.getSnapshot().booking.step).toBe('details');
  });

  it('says the team will be in touch when the lead came back without a booking pass', async () => {
    const { chat } = setup();
    await offered(chat);
    chat.booking.leadSent({});
    expect(lastMessage(chat)).toBe(CHAT_BOOKING_COPY.noBookingPass);
    expect(chat.getSnapshot().booking.step).toBe('idle');
  });
});
