/** The e-mail suppression list's words (the page and its place in the admin's navigation). */
export const SUPPRESSIONS_COPY = {
  nav: 'No e-mail',
  title: 'E-mail suppression list',
  intro:
    'No e-mail goes to these addresses, whichever lead names them: their owner said "this wasn’t me" on a meeting invitation (the meeting was cancelled) or unsubscribed from their mail client. Addresses are shown as they are compared: lower case, without a +tag, Gmail without dots. Remove one only when its owner asks for our e-mail again.',
  columns: ['Address', 'Why', 'Since'],
  actions: 'Actions',
  openLead: 'Open the lead',
  remove: 'Remove',
  removeLabel: (address: string) => `Remove ${address} from the suppression list`,
  removed: (address: string) => `${address} may get our e-mail again.`,
  empty: 'No addresses yet.',
  loading: 'Loading…',
  loadFailed: 'The list could not be loaded. Please try again.',
} as const;
