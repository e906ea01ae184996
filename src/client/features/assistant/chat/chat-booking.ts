import type { MeetingSlot } from '../../../../shared/booking/booking-schema.ts';
import { meetingWhen, timeZoneLabel } from '../../../../shared/booking/slot-display.ts';
import { bookSlot, fetchFreeSlots } from '../../../components/booking/booking-api.ts';
import type { ChatBookingPass, ConversationStorage } from '../../../lib/conversation-storage.ts';
import type { Locale } from '../../../../shared/i18n/locales.ts';
import { ASSISTANT_WORDS, type AssistantWords } from '../assistant-words.ts';

/** How many free times the chat offers at once ("More times" shows the next ones). */
export const SLOTS_PER_PAGE = 6;

/** The slots on offer, the page shown and the visitor's zone by name. */
export interface SlotOffer {
  slots: readonly MeetingSlot[];
  page: number;
  zone: string;
}

/**
 * Where the chat's booking stands: nothing (idle), asking for name and e-mail (details), loading the free times,
 * showing them (choosing), asking to confirm the chosen one, booking it, or offering to retry what failed.
 */
export type ChatBooking =
  | { step: 'idle' }
  | { step: 'details' }
  | { step: 'loading' }
  | ({ step: 'choosing' } & SlotOffer)
  | ({ step: 'confirming' | 'sending'; chosen: MeetingSlot } & SlotOffer)
  | { step: 'failed'; retry: 'slots' }
  | ({ step: 'failed'; retry: 'book'; chosen: MeetingSlot } & SlotOffer);

export const NO_BOOKING: ChatBooking = { step: 'idle' };

/** What the chat's booking controls do. */
export interface ChatBookingActions {
  /** Offers the free times, or asks for name and e-mail first when the chat has no lead yet. */
  request(): void;
  /** The chat's lead form stored a lead: keep its booking pass, and offer the times if the chat had asked for them. */
  leadSent(lead: { pass?: ChatBookingPass }): void;
  showMore(): void;
  showEarlier(): void;
  choose(slot: MeetingSlot): void;
  chooseAnother(): void;
  confirm(): void;
  retry(): void;
  /** The visitor closed the booking's form: no booking for now. */
  dismiss(): void;
}

export interface BookingApi {
  fetchFreeSlots: typeof fetchFreeSlots;
  bookSlot: typeof bookSlot;
}

/** What the booking needs of the chat store it belongs to. */
export interface BookingHost {
  booking(): ChatBooking;
  pending(): boolean;
  /** A step that waits on the server: the typing indicator shows and sends wait. */
  begin(booking: ChatBooking): void;
  /** The assistant says `content` (if any) and the booking moves to its next step. */
  finish(content: string | null, booking: ChatBooking): void;
  /** Resolves after the chat's usual reply delay. */
  delay(): Promise<unknown>;
  /** Changes when the conversation is cleared: an answer to a cleared conversation is dropped. */
  generation(): number;
  now(): number;
  storage: ConversationStorage;
}

export function createChatBooking(host: BookingHost, { api = { fetchFreeSlots, bookSlot }, timeZone, locale = 'en' }: { api?: BookingApi; timeZone: string; locale?: Locale }) {
  const CHAT_BOOKING_COPY = ASSISTANT_WORDS[locale].booking;
  let pass = host.storage.loadBookingPass?.(host.now()) ?? null;
  const currentPass = () => (pass && Date.parse(pass.expiresAt) > host.now() ? pass : null);
  const remember = (next: ChatBookingPass | null) => {
    pass = next;
    host.storage.saveBookingPass?.(next);
  };

  const zoneAt = (instant: string) => timeZoneLabel(timeZone, new Date(instant), locale);
  const when = (instant: string) => meetingWhen(new Date(instant), timeZone, locale);
  const choice = (slots: readonly MeetingSlot[]): SlotOffer => ({ slots, page: 0, zone: zoneAt(slots[0]!.start) });
  const askForDetails = (content: string) => {
    remember(null);
    host.finish(content, { step: 'details' });
  };

  /** Loads the free times and offers them, introduced by `intro` (or says why there are none to offer). */
  async function offerSlots(bookingPass: ChatBookingPass, intro: (zone: string) => string) {
    const asked = host.generation();
    host.begin({ step: 'loading' });
    const [outcome] = await Promise.all([api.fetchFreeSlots(bookingPass.token).catch(() => null), host.delay()]);
    if (asked !== host.generation()) return;
    if (!outcome) return host.finish(CHAT_BOOKING_COPY.slotsFailed, { step: 'failed', retry: 'slots' });
    if (outcome.kind === 'expired') return askForDetails(CHAT_BOOKING_COPY.expired);
    const { meeting, slots } = outcome.body;
    if (meeting) return host.finish(CHAT_BOOKING_COPY.alreadyBooked(when(meeting.start), zoneAt(meeting.start)), NO_BOOKING);
    if (slots.length === 0) return host.finish(CHAT_BOOKING_COPY.noSlots, NO_BOOKING);
    const offered = choice(slots);
    host.finish(intro(offered.zone), { step: 'choosing', ...offered });
  }

  async function book(chosen: MeetingSlot, { slots, page, zone }: SlotOffer) {
    const offered: SlotOffer = { slots, page, zone };
    const bookingPass = currentPass();
    if (!bookingPass) return askForDetails(CHAT_BOOKING_COPY.expired);
    const asked = host.generation();
    host.begin({ step: 'sending', chosen, ...offered });
    const outcome = await api.bookSlot(bookingPass.token, chosen.start, 'chat').catch(() => null);
    if (asked !== host.generation()) return;
    if (!outcome) return host.finish(CHAT_BOOKING_COPY.bookFailed(when(chosen.start)), { step: 'failed', retry: 'book', chosen, ...offered });
    switch (outcome.kind) {
      case 'booked':
        return host.finish(CHAT_BOOKING_COPY.booked(when(outcome.meeting.start), zoneAt(outcome.meeting.start), bookingPass.email), NO_BOOKING);
      case 'already-booked':
        return host.finish(CHAT_BOOKING_COPY.alreadyBooked(when(outcome.meeting.start), zoneAt(outcome.meeting.start)), NO_BOOKING);
      case 'booking-limit':
        return host.finish(outcome.reason === 'contact' ? CHAT_BOOKING_COPY.contactHasMeeting : CHAT_BOOKING_COPY.networkLimit, NO_BOOKING);
      case 'slot-taken': {
        if (outcome.nextSlots.length === 0) return host.finish(CHAT_BOOKING_COPY.noSlots, NO_BOOKING);
        const next = choice(outcome.nextSlots);
        return host.finish(CHAT_BOOKING_COPY.slotTaken(next.zone), { step: 'choosing', ...next });
      }
      case 'not-offered':
        return offerSlots(bookingPass, CHAT_BOOKING_COPY.notOffered);
      case 'expired':
        return askForDetails(CHAT_BOOKING_COPY.expired);
    }
  }

  async function request() {
    const bookingPass = currentPass();
    if (bookingPass) return offerSlots(bookingPass, CHAT_BOOKING_COPY.offerSlots);
    const asked = host.generation();
    host.begin({ step: 'loading' });
    await host.delay();
    if (asked === host.generation()) host.finish(CHAT_BOOKING_COPY.askDetails, { step: 'details' });
  }

  const actions = bookingActions(host, { request, book, offerSlots, remember }, CHAT_BOOKING_COPY);
  return {
    actions,
    /** Answers the visitor's own "book a demo" (their message is in the conversation already). */
    answerRequest: request,
    /** "Clear conversation": the pass goes with the conversation (the storage forgets it too). */
    forget: () => {
      pass = null;
    },
  };
}

interface BookingFlow {
  request(): Promise<void>;
  book(chosen: MeetingSlot, offered: SlotOffer): Promise<void>;
  offerSlots(pass: ChatBookingPass, intro: (zone: string) => string): Promise<void>;
  remember(pass: ChatBookingPass | null): void;
}

/** The controls the chat shows, each acting only in the step it belongs to. */
function bookingActions(host: BookingHost, flow: BookingFlow, CHAT_BOOKING_COPY: AssistantWords['booking']): ChatBookingActions {
  const turnPage = (by: number) => {
    const booking = host.booking();
    if (booking.step !== 'choosing') return;
    const page = Math.min(Math.max(0, booking.page + by), Math.ceil(booking.slots.length / SLOTS_PER_PAGE) - 1);
    host.finish(null, { ...booking, page });
  };

  return {
    request() {
      if (!host.pending()) void flow.request();
    },
    leadSent({ pass: leadPass }) {
      if (leadPass) flow.remember(leadPass);
      if (host.booking().step !== 'details' || host.pending()) return;
      if (leadPass) void flow.offerSlots(leadPass, CHAT_BOOKING_COPY.offerSlots);
      else host.finish(CHAT_BOOKING_COPY.noBookingPass, NO_BOOKING);
    },
    showMore: () => turnPage(1),
    showEarlier: () => turnPage(-1),
    choose(slot) {
      const booking = host.booking();
      if (booking.step === 'choosing') host.finish(null, { ...booking, step: 'confirming', chosen: slot });
    },
    chooseAnother() {
      const booking = host.booking();
      if (booking.step === 'confirming' || (booking.step === 'failed' && booking.retry === 'book')) {
        host.finish(null, { step: 'choosing', slots: booking.slots, page: booking.page, zone: booking.zone });
      }
    },
    confirm() {
      const booking = host.booking();
      if (booking.step === 'confirming' && !host.pending()) void flow.book(booking.chosen, booking);
    },
    retry() {
      const booking = host.booking();
      if (booking.step !== 'failed' || host.pending()) return;
      if (booking.retry === 'book') void flow.book(booking.chosen, booking);
      else void flow.request();
    },
    dismiss() {
      if (host.booking().step === 'details') host.finish(null, NO_BOOKING);
    },
  };
}
