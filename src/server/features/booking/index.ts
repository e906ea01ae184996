/** Meetings with sales, as the app and other features use them: its install (routes, outbox channels), lead intake's booking token, the voice tools. */
export { installBooking, type Booking } from './booking-feature.ts';
// Staff revoke a lead's booking links (the lead's page in the admin).
export { revokeBookingLinks } from './booking-links.ts';
// The staff admin: the meetings page, the lead's meetings, staff moves and cancels (the visitor's rules and news).
export { localDateOf } from './free-slots.ts';
export { answerRefusedTime, slotOf } from './booking-routes.ts';
export { cancelMeetingById, findFreeSlots, moveMeetingById, type MeetingChannel, type StaffChangeOutcome } from './meeting-repository.ts';
export { timeZoneName } from './spoken-time.ts';
// The assistants kept in voice/ (voice:sync, voice:check): the tools our server answers, with their parameters.
export { VOICE_TOOL_DEFINITIONS, VOICE_TOOLS, type VoiceToolName } from './voice-tools.ts';
