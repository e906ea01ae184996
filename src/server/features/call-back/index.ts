/** AI call-back, as other features use it: consent and scheduling, the admin detail, its outbox channel and report. */
export { leadCallBackDetail, placeManualCallBack, promiseToVisitor, recordCallConsent, scheduleCallBack } from './call-back-repository.ts';
export { addToDoNotCallList, asksNotToBeCalled, doNotCallList, normalisedNumber, removeFromDoNotCallList } from './do-not-call.ts';
export { createCallBackChannel } from './call-back-channel.ts';
export { callCompletedPayload, callResultEmail } from './call-report.ts';
export { capAlertEmail } from './cap-alert-email.ts';
// voice:sync points the assistants and tools at this route.
export { VOICE_EVENTS_PATH } from './voice-events-routes.ts';
