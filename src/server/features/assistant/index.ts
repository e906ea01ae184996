/** What other features use of the assistant: the live chat turns our server relayed (a lead copies them). */
export { relayedTranscriptOf } from './relayed-turns.ts';
