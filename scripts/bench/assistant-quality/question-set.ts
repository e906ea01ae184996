import { newsContent } from '../../../src/shared/content/news.ts';
import type { ChatIntent } from '../../../src/shared/assistant/intents.ts';

/**
 * Realistic visitor questions and what each should hit: an intent's fixed reply, the page section an
 * answer must cite (any of several hrefs), or the limits reply. `npm run bench:assistant` scores the
 * engine on these; misspellings, short and long phrasings are on purpose.
 */
export type Expectation = { intent: ChatIntent } | { source: readonly string[] } | { limits: true };

export interface BenchQuestion {
  question: string;
  expect: Expectation;
}

const source = (...hrefs: string[]): Expectation => ({ source: hrefs });
const intent = (name: ChatIntent): Expectation => ({ intent: name });
const limits: Expectation = { limits: true };
const NEWS_PAGES = [...newsContent.coverage, ...newsContent.pressReleases].map((item) => `/news/${item.slug}`);

export const QUESTION_SET: readonly BenchQuestion[] = [
  // The issue's own examples.
  { question: 'Do you integrate with Salesforce?', expect: source('/solutions#faq-crm') },
  { question: 'Can it book appointments for my dental office?', expect: source('/solutions#faq-appointments', '/solutions#faq-healthcare', '/solutions#healthcare-package') },
  { question: 'Is my data HIPAA-safe?', expect: source('/solutions#faq-hipaa', '/terms#acceptable-use') },
  { question: 'What happens to calls after hours?', expect: source('/solutions#faq-after-hours') },
  { question: 'can your AI answer calls after hours?', expect: source('/solutions#faq-after-hours', '/solutions#ai-phone-assistant') },
  { question: 'can we schedule a call?', expect: intent('demo') },
  // The four intents, phrased many ways.
  { question: 'How much does it cost?', expect: intent('pricing') },
  { question: 'whats the price', expect: intent('pricing') },
  { question: 'pricing?', expect: intent('pricing') },
  { question: 'Is there a monthly fee and how much is setup?', expect: intent('pricing') },
  { question: 'how expensive is this for a small team', expect: intent('pricing') },
  { question: 'What services do you offer?', expect: intent('services') },
  { question: 'services', expect: intent('services') },
  { question: 'What does Harborline AI do?', expect: intent('services') },
  { question: 'Can I schedule a demo?', expect: intent('demo') },
  { question: 'I want a demo', expect: intent('demo') },
  { question: 'Please call me back tomorrow morning', expect: intent('demo') },
  { question: 'could I get a custom quote for 3 locations', expect: intent('demo') },
  { question: 'I would like to talk to sales', expect: intent('demo') },
  { question: 'can i book a call with your team', expect: intent('demo') },
  { question: 'How can I contact you?', expect: intent('contact') },
  { question: 'what is your phone number', expect: intent('contact') },
  { question: 'whats your email address', expect: intent('contact') },
  { question: 'Where are you located?', expect: intent('contact') },
  // Product questions.
  { question: 'Does the assistant sound like a robot?', expect: source('/solutions#faq-sounds-human') },
  { question: 'does it sound human', expect: source('/solutions#faq-sounds-human') },
  { question: 'What if the AI doesnt know the answer?', expect: source('/solutions#faq-cannot-answer') },
  { question: 'can a caller talk to a real person', expect: source('/solutions#faq-transfer') },
  { question: 'Do you support Spanish speaking callers?', expect: source('/solutions#faq-languages', '/solutions#hospitality-package') },
  { question: 'can i keep my existing phone number', expect: source('/solutions#faq-own-number') },
  { question: 'how many calls can it handle at the same time', expect: source('/solutions#faq-call-volume') },
  { question: 'do I get call recordings and transcripts', expect: source('/solutions#faq-recordings', '/solutions#voice-analytics-insights') },
  { question: 'What happens when I miss a call?', expect: source('/solutions#faq-missed-calls', '/solutions#sms-marketing-automation') },
  { question: 'How long does setup take?', expect: source('/solutions#faq-setup-time') },
  { question: 'how long does implemntation take', expect: source('/solutions#faq-setup-time') },
  { question: 'What is in the free demo?', expect: intent('demo') },
  { question: 'what does the monthly plan include', expect: source('/solutions#faq-whats-included', '/solutions#investment-title') },
  { question: 'Is this worth it for a small business?', expect: source('/solutions#faq-small-business') },
  { question: 'do I have to sign a contract before seeing it work', expect: source('/solutions#faq-contract') },
  { question: 'Does it work with text messages and web chat?', expect: source('/solutions#faq-channels', '/solutions#multi-channel-integration') },
  { question: 'sms opt out STOP handling', expect: source('/solutions#faq-sms-compliance', '/solutions#sms-marketing-automation', '/#solutions') },
  { question: 'Can my marketing agency resell this under our brand?', expect: source('/solutions#faq-white-label', '/solutions#white-label-ai-solutions') },
  { question: 'How does lead scoring work?', expect: source('/solutions#faq-lead-scoring', '/solutions#lead-qualification-system') },
  { question: 'Do you work with real estate agents?', expect: source('/solutions#faq-real-estate', '/solutions#real-estate-package', '/#industries') },
  { question: 'we run a car dealership, can it book test drives?', expect: source('/solutions#automotive-package') },
  { question: 'insurance agency first notice of loss', expect: source('/solutions#insurance-package') },
  { question: 'Do you help hotels with reservations?', expect: source('/solutions#hospitality-package', '/solutions#faq-industries') },
  { question: 'which industries do you serve', expect: source('/solutions#faq-industries') },
  { question: 'Is it suitable for a medical practice?', expect: source('/solutions#faq-healthcare', '/solutions#healthcare-package') },
  { question: 'what does voice analytics show me', expect: source('/solutions#voice-analytics-insights', '/solutions#faq-recordings') },
  // Data, privacy, terms.
  { question: 'Is my customers data secure?', expect: source('/solutions#faq-data-security', '/privacy#data-security') },
  { question: 'how long do you keep call recordings', expect: source('/solutions#faq-data-security', '/privacy#data-retention') },
  { question: 'Do you sell my data?', expect: source('/solutions#faq-data-security', '/solutions#faq-data-ownership', '/privacy#how-we-share-information') },
  { question: 'who owns the call data', expect: source('/solutions#faq-data-ownership') },
  { question: 'What cookies does your website use?', expect: source('/privacy#cookies-and-similar-technologies') },
  { question: 'how do I delete my personal information', expect: source('/privacy#your-rights-and-choices', '/solutions#faq-data-ownership') },
  { question: 'do you collect info from children', expect: source('/privacy#childrens-privacy') },
  // Company, investors, news.
  { question: 'When was the company founded?', expect: source('/solutions#faq-who-we-are', '/#about') },
  { question: 'what is your uptime', expect: source('/solutions#faq-call-volume', '/investors#metrics-title') },
  { question: 'How fast is revenue growing?', expect: source('/investors#metrics-title') },
  { question: 'how big is the market for AI customer communication', expect: source('/investors#market-title') },
  { question: 'Why invest in Harborline now?', expect: source('/investors#highlights-title', '/investors#market-title') },
  { question: 'any recent press coverage or news about you', expect: source(...NEWS_PAGES) },
  // Honest limits.
  { question: "What's the weather in Miami today?", expect: limits },
  { question: 'What does Smith.ai charge per month?', expect: limits },
  { question: 'I have chest pain, what medication should I take?', expect: limits },
  { question: 'Can you give me legal advice about my lease?', expect: limits },
  { question: 'Who won the game last night?', expect: limits },
  { question: 'Do you sell office furniture?', expect: limits },
  { question: 'write me a poem about cats', expect: limits },
  // Greetings.
  { question: 'hello', expect: intent('greeting') },
  { question: 'thanks!', expect: intent('thanks') },
];
