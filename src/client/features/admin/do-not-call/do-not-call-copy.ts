/** The do-not-call page’s words. */
export const DO_NOT_CALL_COPY = {
  title: 'Do-not-call list',
  intro:
    'AI call-backs never ring these numbers, whoever asks for a call. A person who says "stop calling me" during a call is added on their own; anyone who asks by e-mail or phone, add here.',
  addTitle: 'Add a number',
  phone: 'Phone number',
  phoneRequired: 'Enter the phone number',
  note: 'Note (optional)',
  add: 'Add to the list',
  added: (phone: string) => `${phone} will never be called.`,
  alreadyListed: (phone: string) => `${phone} was already on the list.`,
  remove: 'Remove',
  removeLabel: (phone: string) => `Remove ${phone} from the do-not-call list`,
  removed: (phone: string) => `${phone} was removed from the list.`,
  byStaff: (name: string) => `Added by ${name}`,
  byCall: 'Asked during a call',
  openLead: 'Open the lead',
  columns: ['Number', 'Source', 'Note', 'Added'],
  actions: 'Actions',
  empty: 'No numbers yet.',
  loading: 'Loading…',
  loadFailed: 'The list could not be loaded. Please try again.',
} as const;
