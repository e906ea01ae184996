import type { VoiceNotice } from '../assistant/voice-config.ts';
import { siteConfig } from '../site-config.ts';

/**
 * The assistant widget's words (src/client/features/assistant), kept out of the JSX, beside their Spanish twin
 * (es/assistant.ts). The spec's voice messages (section 8) are verbatim, except
 * voiceUnavailable, rewritten as one sentence that does not promise voice beside a notice that it is off.
 */
export const ASSISTANT_COPY = {
  launcherLabel: 'Chat with our AI assistant',
  panelTitle: 'AI Assistant',
  panelSubtitle: 'Usually replies in seconds',
  loading: 'Loading the assistant…',
  close: 'Close assistant',
  clear: 'Clear conversation',
  modeTabsLabel: 'Assistant mode',
  chatTab: 'Chat',
  voiceTab: 'Voice',
  conversationLabel: 'Conversation',
  you: 'You',
  assistant: 'Assistant',
  viaVoice: 'voice',
  typing: 'Assistant is typing…',
  quickRepliesLabel: 'Suggested questions',
  messageLabel: 'Message',
  messagePlaceholder: 'Type your message…',
  messageHint: 'Enter sends, Shift+Enter adds a new line.',
  send: 'Send message',
  messageEmpty: 'Type your question first, then send it.',
  sourcePrefix: 'More:',
  demoFormLink: 'Open the demo request form',
  leadFormOpen: 'Leave your details here',
  live: 'Live',
  voiceIntro: 'Talk with our AI assistant in your browser. We will ask to use your microphone.',
  voiceChecking: 'Checking voice availability…',
  voiceUnavailable: 'Voice calls are not available right now, so please use the text chat instead.',
  useChat: 'Use text chat',
  startCall: 'Start voice call',
  restartCall: 'Start a new call',
  retryCall: 'Try again',
  connecting: 'Connecting…',
  endCall: 'End call',
  cancelCall: 'Cancel',
  mute: 'Mute microphone',
  muted: 'Microphone muted',
  callLive: 'You are connected. Speak whenever you are ready.',
  callEnded: 'Call ended. Your transcript is in the conversation.',
  assistantSpeaking: 'Assistant is speaking',
  assistantListening: 'Listening…',
  volumeLabel: 'Assistant voice level',
} as const;

/** The chat's inline lead form. */
export const CHAT_LEAD_COPY = {
  heading: 'Leave your details and our team will contact you',
  name: 'Your name',
  reach: 'E-mail or phone number',
  consent: 'I agree to be contacted about my request.',
  privacy: 'Privacy Policy',
  submit: 'Send my details',
  sending: 'Sending…',
  sent: `Thank you! Our team will contact you within ${siteConfig.demoResponseHours} hours. This conversation is attached to your request.`,
  done: 'Back to the chat',
  failed: `Sorry, your details could not be sent. Please try again or call ${siteConfig.mainPhone.display}.`,
} as const;

export const VOICE_NOTICES: Record<VoiceNotice, string> = {
  'call-error': "Sorry, I'm having trouble with the voice connection. Please try again or use chat.",
  'microphone-denied':
    'Microphone access is blocked, so the call could not start. To allow it, click the lock or site settings icon next to the address bar, set Microphone to Allow, then press Try again. You can keep using text chat meanwhile.',
  'microphone-missing':
    'No microphone could be used. Connect a microphone (or close other apps using it), then press Try again, or use text chat.',
};

/**
 * Booking a meeting with sales in the chat. Times arrive formatted in the visitor's zone ("Tuesday, December 1,
 * 2:30 pm"), the zone by name ("Central European Standard Time").
 */
export const CHAT_BOOKING_COPY = {
  askDetails: 'Happy to book a time with our sales team. First, your name and e-mail address, so the invitation reaches you.',
  offerSlots: (zone: string) => `Here are the next free times, shown in your time zone (${zone}). Pick one and I will book it.`,
  slotTaken: (zone: string) => `Sorry, that time was just taken. Here are the next free times (${zone}):`,
  notOffered: (zone: string) => `That time is no longer available. Here are the free times now (${zone}):`,
  noSlots: `There are no free times in the next two weeks, sorry. Please call us at ${siteConfig.mainPhone.display} and we will find one.`,
  booked: (when: string, zone: string, email: string | undefined) =>
    `Booked: ${when} (${zone}) with our sales team. ` +
    (email ? `The invitation is on its way to ${email}.` : 'Our team will send you the details.'),
  alreadyBooked: (when: string, zone: string) =>
    `You already have a meeting with us: ${when} (${zone}). To change or cancel it, use the links in your invitation e-mail.`,
  contactHasMeeting: `A meeting is already booked for this e-mail address or phone number. To change it, use the links in its invitation e-mail, or call us at ${siteConfig.mainPhone.display}.`,
  networkLimit: `I cannot book more meetings online from your network today. Please call us at ${siteConfig.mainPhone.display} or e-mail ${siteConfig.salesEmail}, and we will find a time.`,
  expired: 'Your booking link has expired. Please give your name and e-mail address again, and I will show you the free times.',
  noBookingPass: `Thank you, our team will contact you within ${siteConfig.demoResponseHours} hours to find a time.`,
  slotsFailed: 'Sorry, I could not load the free times: the connection failed. Please try again.',
  bookFailed: (when: string) => `Sorry, I could not book ${when}: the connection failed. Nothing is booked yet. Please try again.`,
  slotsLabel: (zone: string) => `Free times (${zone})`,
  confirmLabel: 'Confirm the time',
  confirmQuestion: (when: string, zone: string, minutes: number) => `Book ${when} (${zone}), ${minutes} minutes with our sales team?`,
  confirm: 'Confirm booking',
  booking: 'Booking…',
  chooseAnother: 'Choose another time',
  moreTimes: 'More times',
  earlierTimes: 'Earlier times',
  retry: 'Try again',
  pickTime: 'Pick a time to talk',
  formHeading: 'Your name and e-mail for the invitation',
  formEmail: 'Your e-mail address',
  formEmailMissing: 'Enter your e-mail address, like name@company.com',
  formSubmit: 'Show free times',
} as const;
