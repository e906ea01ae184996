import { siteConfig } from '../../../shared/site-config.ts';
import type { VoiceNotice } from './voice/voice-state.ts';

/**
 * The widget's words, kept out of the JSX. The spec's voice messages (section 8) are verbatim, except
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
