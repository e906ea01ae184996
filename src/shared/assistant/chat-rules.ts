import { PRICES } from '../content/pricing.ts';
import { siteConfig } from '../site-config.ts';
import type { ChatTopic } from './chat-intent.ts';

export type { ChatTopic } from './chat-intent.ts';

/**
 * The assistant's fixed replies: the spec's four intents (section 7, Chat replies), the greeting
 * and the honest "not here" answer. Figures come from the site configuration so the chat never
 * disagrees with the pages.
 */
const { mainPhone, salesEmail, address, businessHours, demoResponseHours, companyName } = siteConfig;

export const INTENT_REPLIES: Readonly<Record<ChatTopic, string>> = {
  pricing:
    `Our pricing has two parts: a one-time setup and implementation fee of ${PRICES.setupRange}, depending on what we build and connect for you, ` +
    `and monthly service plans from ${PRICES.monthlyFrom} per month. ` +
    'All plans include dedicated support, regular updates and performance guarantees. Would you like a custom quote?',
  services:
    'We offer AI Phone Assistants that answer every call 24/7, SMS Marketing Automation, Lead Qualification, ' +
    'Voice Analytics & Insights, Multi-Channel Integration with your CRM and White-Label AI Solutions, ' +
    'plus packages for real estate, healthcare, e-commerce and more. Which one would you like to know more about?',
  demo:
    'We would love to show you a free, personalized demo with a live AI call, an ROI estimate and an implementation plan. ' +
    `Fill in the demo request form at the bottom of our home page and our team will contact you within ${demoResponseHours} hours, ` +
    `or call us at ${mainPhone.display}.`,
  contact:
    `You can reach our team at ${mainPhone.display} or ${salesEmail}, ${businessHours}. ` +
    `We are based in ${address.locality}, ${address.region}.`,
};

/** The demo request form, at the bottom of the home page. */
export const DEMO_FORM_HREF = '/#contact';

/** Where each intent's reply sends the visitor for more. */
export const INTENT_SOURCES: Readonly<Record<ChatTopic, { title: string; href: string }>> = {
  pricing: { title: 'Investment Structure', href: '/solutions#investment-title' },
  services: { title: 'Solutions', href: '/solutions' },
  demo: { title: 'Demo request form', href: DEMO_FORM_HREF },
  contact: { title: 'Contact', href: DEMO_FORM_HREF },
};

export const GREETING_REPLY = `Hello! Ask me anything about ${companyName}: our AI phone assistants, SMS follow-up, integrations, pricing or a free demo.`;
export const THANKS_REPLY = 'You are welcome! Is there anything else I can help you with?';

/** Off-topic or unanswerable: say so, never guess, and offer the team. */
export const LIMITS_REPLY =
  `I can't help with that here. I can answer questions about ${companyName}'s services, pricing, integrations and privacy, ` +
  `or connect you with our team at ${mainPhone.display}.`;

export const CHAT_GREETING =
  `Hi! I'm the ${companyName} assistant. Ask me about our AI services, pricing or a free demo, or switch to Voice to talk with me.`;

/** Shown when a reply cannot be produced (spec section 8, Chat failure). */
export function chatFailureMessage(phone: string = mainPhone.display): string {
  return `I'm experiencing technical difficulties. Please contact us directly at ${phone} for immediate assistance.`;
}

export interface QuickReply {
  topic: ChatTopic;
  label: string;
  /** Sent as the visitor's message. */
  message: string;
}

export const QUICK_REPLIES: readonly QuickReply[] = [
  { topic: 'pricing', label: 'Pricing', message: 'How much does it cost?' },
  { topic: 'services', label: 'Services', message: 'What services do you offer?' },
  { topic: 'demo', label: 'Book a demo', message: 'Can I schedule a demo?' },
  { topic: 'contact', label: 'Contact', message: 'How can I contact you?' },
];
