/** Lead intake, as the app uses it: POST /api/contacts and the channels that announce a new lead. */
export { installLeadIntake } from './lead-intake-feature.ts';
