/** What other features use of the demo request: its spam signals and its submission. */
export { HoneypotField, spamSignalsOf } from './spam-signals.tsx';
export { submitContact } from './submit-demo-request.ts';
