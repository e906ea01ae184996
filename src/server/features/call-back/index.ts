/** AI call-back, as the app and other features use it: its install (outbox channels, voice events), consent and scheduling, the admin detail. */
export { installCallBack } from './call-back-feature.ts';
export { leadCallBackDetail, placeManualCallBack, promiseToVisitor, recordCallConsent, scheduleCallBack } from './call-back-repository.ts';
export { addToDoNotCallList, asksNotToBeCalled, doNotCallList, normalisedNumber, removeFromDoNotCallList } from './do-not-call.ts';
// voice:sync points the assistants and tools at this route.
export { VOICE_EVENTS_PATH } from './voice-events-routes.ts';
