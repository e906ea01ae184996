/** Meetings with sales, as the app and other features use them: the routes, lead intake's booking token, the voice tools, the invitation e-mail and the CRM event. */
export { installBooking, type Booking } from './booking-feature.ts';
export { meetingEventId, meetingEventPayload } from './meeting-events.ts';
export { meetingInvitationEmail } from './meeting-invitation.ts';
