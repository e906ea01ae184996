import { BOOKING_PAGE_SLOT } from '../../shared/content/booking.ts';

/**
 * The booking page as built: the site's layout around an empty slot. The server (features/booking/booking-page.ts)
 * puts the lead's meeting or the free slots, as escaped HTML, in place of the slot on every request.
 */
export function BookingPageShell() {
  return <div className="container-page py-12 sm:py-16" dangerouslySetInnerHTML={{ __html: BOOKING_PAGE_SLOT }} />;
}
