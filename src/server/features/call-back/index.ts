/** AI call-back, as other features use it: consent and scheduling, the admin detail, its outbox channel and report. */
export { leadCallBackDetail, placeManualCallBack, recordCallConsent, scheduleCallBack } from './call-back-repository.ts';
export { createCallBackChannel } from './call-back-channel.ts';
export { callCompletedPayload, callResultEmail } from './call-report.ts';
