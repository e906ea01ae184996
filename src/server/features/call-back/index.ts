/** AI call-back, as the app and other features use it: its install (outbox channels, voice events), consent and scheduling, the admin detail. */
export { installCallBack } from './call-back-feature.ts';
export { leadCallBackDetail, placeManualCallBack, promiseToVisitor, recordCallConsent, scheduleCallBack } from './call-back-repository.ts';
// The lead's page, CSV, e-mail and webhook: what the call learned, and its hand-offs to a person.
export { callResultOf, callResultSchema } from './call-result.ts';
export { transfersOfLead } from './call-transfers.ts';
// voice:sync describes the call-back's own tools to the provider.
export { CALL_BACK_TOOL_DEFINITIONS } from './transfer-tool.ts';
export { addToDoNotCallList, asksNotToBeCalled, doNotCallList, normalisedNumber, removeFromDoNotCallList } from './do-not-call.ts';
// voice:sync points the assistants and tools at this route.
export { VOICE_EVENTS_PATH } from './voice-events-routes.ts';
