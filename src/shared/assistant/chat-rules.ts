import { formatUsd, siteConfig } from '../site-config.ts';

/**
 * The chat assistant's local keyword rules (spec section 7, Chat replies): no network call. The first
 * rule with a keyword contained in the message wins, case-insensitively; the order is the spec's.
 * Figures come from the site configuration so the chat never disagrees with the pages.
 */
export type ChatTopic = 'pricing' | 'services' | 'demo' | 'contact';

export interface ChatRule {
  topic: ChatTopic;
  /** Lower-case fragments; "price" also matches "prices", "call" also "calling". */
  keywords: readonly string[];
  reply: string;
}

const { pricing, mainPhone, salesEmail, address, businessHours, demoResponseHours, companyName } = siteConfig;
const setupRange = `${formatUsd(pricing.setupMin)} - ${formatUsd(pricing.setupMax)}`;

export const CHAT_RULES: readonly ChatRule[] = [
  {
    topic: 'pricing',
    keywords: ['price', 'pricing', 'cost'],
    reply:
      `Our pricing has two parts: a one-time setup and implementation fee of ${setupRange}, depending on what we build and connect for you, ` +
      `and monthly service plans from ${formatUsd(pricing.monthlyFrom)} per month. ` +
      'All plans include dedicated support, regular updates and performance guarantees. Would you like a custom quote?',
  },
  {
    topic: 'services',
    keywords: ['service'],
    reply:
      'We offer AI Phone Assistants that answer every call 24/7, SMS Marketing Automation, Lead Qualification, ' +
      'Voice Analytics & Insights, Multi-Channel Integration with your CRM and White-Label AI Solutions, ' +
      'plus packages for real estate, healthcare, e-commerce and more. Which one would you like to know more about?',
  },
  {
    topic: 'demo',
    keywords: ['demo', 'schedule', 'call'],
    reply:
      'We would love to show you a free, personalized demo with a live AI call, an ROI estimate and an implementation plan. ' +
      `Fill in the demo request form at the bottom of our home page and our team will contact you within ${demoResponseHours} hours, ` +
      `or call us at ${mainPhone.display}.`,
  },
  {
    topic: 'contact',
    keywords: ['contact', 'phone', 'email'],
    reply:
      `You can reach our team at ${mainPhone.display} or ${salesEmail}, ${businessHours}. ` +
      `We are based in ${address.locality}, ${address.region}.`,
  },
];

export const DEFAULT_REPLY =
  `Thanks for your message! I can tell you about ${companyName}'s services, pricing and demos, ` +
  'or how to reach our team. What would you like to know?';

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

export function matchRule(text: string, rules: readonly ChatRule[] = CHAT_RULES): ChatRule | undefined {
  const lower = text.toLowerCase();
  return rules.find((rule) => rule.keywords.some((keyword) => lower.includes(keyword)));
}

export function replyFor(text: string, rules: readonly ChatRule[] = CHAT_RULES): string {
  return matchRule(text, rules)?.reply ?? DEFAULT_REPLY;
}
