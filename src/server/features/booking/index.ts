/** Meetings with sales, as the app and other features use them: the routes, lead intake's booking token, the voice tools, the invitation e-mail and the CRM event. */
export { installBooking, type Booking } from './booking-feature.ts';
// Staff revoke a lead's booking links (the lead's page in the admin).
export { revokeBookingLinks } from './booking-links.ts';
export { meetingEventId, meetingEventPayload } from './meeting-events.ts';
export { meetingInvitationEmail } from './invitation-email.ts';
export type { MeetingLinkSettings } from './meeting-invitation.ts';
export { bookingSpikeAlertEmail } from './booking-alert-email.ts';
// The staff admin: the meetings page, the lead's meetings, staff moves and cancels (the visitor's rules and news).
export { localDateOf } from './free-slots.ts';
export { slotOf, slotTakenBody, NOT_OFFERED } from './booking-routes.ts';
export { cancelMeetingById, findFreeSlots, moveMeetingById, type MeetingChannel, type StaffChangeOutcome } from './meeting-repository.ts';
export { timeZoneName } from './spoken-time.ts';
// The assistants kept in voice/ (voice:sync, voice:check): the tools our server answers, with their parameters.
export { VOICE_TOOL_DEFINITIONS, VOICE_TOOLS, type VoiceToolName } from './voice-tools.ts';
