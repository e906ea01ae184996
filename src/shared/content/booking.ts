import { localizedPath, type Locale } from '../i18n/locales.ts';
import { siteConfig } from '../site-config.ts';

/** Where the server-rendered booking page lives: GET shows it, POST books, moves and cancels. */
export const BOOKING_PAGE_PATH = '/book';

/** Where the server puts the page's body in the prerendered shell. */
export const BOOKING_PAGE_SLOT = '<!--booking-page-->';

/** The query of a booking page link: the token, and what the visitor came to do. */
export type BookingPageIntent = 'change' | 'cancel';

/** `/book?token=…` (and `&intent=cancel`; `/es/book?…` in Spanish): the booking page for the lead the token names. */
export function bookingPageHref(token: string, intent?: BookingPageIntent, locale: Locale = 'en'): string {
  const query = new URLSearchParams({ token, ...(intent ? { intent } : {}) });
  return `${localizedPath(BOOKING_PAGE_PATH, locale)}?${query}`;
}

const salesContact = `call us at ${siteConfig.salesPhone.display} or e-mail ${siteConfig.salesEmail}`;

/** Booking a meeting with sales: the thank-you page's picker, the booking page and the invitation e-mail. */
export const BOOKING_TEXT = {
  /** The booking page's name, <title> and description (src/shared/routes.ts). */
  pageName: 'Book your demo',
  pageTitle: 'Book Your Demo',
  pageDescription: 'Book, change or cancel your demo with our sales team.',
  pickTitle: 'Book your demo now',
  pickIntro: 'Pick a time that suits you; we already have your details.',
  changeTitle: 'Pick a new time',
  changeIntro: (current: string) => `Your demo is now on ${current}. Pick another time, or keep this one.`,
  timesIn: (zone: string) => `Times in ${zone}`,
  slotsLegend: 'Available times',
  loading: 'Loading available times…',
  noSlots: `There are no free times in the next two weeks. Please ${salesContact}.`,
  moreTimes: 'More times',
  laterDates: 'Later dates',
  earliestDates: 'Back to the earliest times',
  confirm: (when: string) => `Book ${when}`,
  confirmMove: (when: string) => `Move to ${when}`,
  submit: 'Book this time',
  submitMove: 'Move my demo to this time',
  booking: 'Booking…',
  moving: 'Moving…',
  cancelling: 'Cancelling…',
  keepTime: 'Keep my current time',
  bookedTitle: 'Your demo is booked',
  movedTitle: 'Your demo has moved',
  heldTitle: 'Your upcoming demo',
  cancelledTitle: 'Your demo is cancelled',
  cancelledText: 'We have let our sales team know. You can book another time below whenever you like.',
  when: (when: string, zone: string) => `${when} (${zone})`,
  invitationOnItsWay: 'An invitation is on its way to your e-mail.',
  changeTime: 'Change the time',
  cancelMeeting: 'Cancel the meeting',
  cancelQuestion: (when: string) => `Cancel your demo on ${when}?`,
  cancelConfirm: 'Yes, cancel it',
  cancelKeep: 'No, keep it',
  toastBookedTitle: 'Demo booked',
  toastMovedTitle: 'Demo moved',
  toastCancelledTitle: 'Demo cancelled',
  toastCancelledText: 'Your meeting is cancelled.',
  toastErrorTitle: 'Error',
  slotTaken: 'Sorry, that time was just taken. Here are the next free times.',
  alreadyBooked: 'You already have a demo booked with us. You can change or cancel it here.',
  bookingLimitTitle: 'Let us book this with you',
  bookingLimitContact: `A demo is already booked for this e-mail address or phone number. Use the link in its invitation to change it, or ${salesContact}.`,
  bookingLimitNetwork: `We cannot book more demos online from your network today. Please ${salesContact}, and we will find a time with you.`,
  notOffered: 'That time is not one we offer. Please pick one of the times shown.',
  chooseTime: 'Please choose a time.',
  noMeeting: 'You have no upcoming demo with us to change.',
  loadFailed: 'We could not load the available times. Please try again.',
  bookFailed: 'We could not book that time. Please try again.',
  changeFailed: 'We could not change your demo. Please try again.',
  retry: 'Try again',
  rateLimited: 'You have sent several requests in a short time. Please wait a minute and try again.',
  invalidTokenTitle: 'This booking link does not work any more',
  invalidToken: 'The link is not valid or has expired. To book or change a demo, call or e-mail our sales team, or send the demo form again.',
  missingTokenTitle: 'This page needs the link from your e-mail',
  missingToken:
    'To book, change or cancel a demo here, open the link in the e-mail we sent you, or the one on the page after you sent the demo form. To book a new demo, send the demo form, or call or e-mail our sales team.',
  callSales: `Call ${siteConfig.salesPhone.display}`,
  emailSales: `E-mail ${siteConfig.salesEmail}`,
  demoFormLink: 'Go to the demo form',
  rateLimitedTitle: 'Please wait a minute',
  simplePage: 'Prefer a simple page?',
  simplePageLink: 'Book on our booking page',
  /** Lines of the invitation e-mail. */
  emailChange: 'Change the time',
  emailCancel: 'Cancel',
  emailBookAnother: 'Book another time',
} as const;
