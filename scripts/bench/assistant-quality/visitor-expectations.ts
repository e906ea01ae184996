import type { VisitorExpectation, VisitorKind, VisitorQuestion } from './visitor-question.ts';

/**
 * The shorthand the Spanish visitor question sets are written in: a question of a kind, the sections that answer it,
 * the limits reply, and the fixed replies' expectations (each with the sections that state the same).
 */
export const q = (kind: VisitorKind, question: string, expect: VisitorExpectation): VisitorQuestion => ({ kind, question, expect });
export const at = (...source: string[]): VisitorExpectation => ({ source });
export const limits: VisitorExpectation = { limits: true };
export const PRICING: VisitorExpectation = { intent: 'pricing', source: ['/solutions#faq-cost', '/solutions#investment-title', '/#contact'] };
export const SETUP_FEE: VisitorExpectation = { intent: 'pricing', source: ['/solutions#faq-cost', '/solutions#investment-title', '/#contact', '/terms#fees-and-payment'] };
export const SERVICES: VisitorExpectation = { intent: 'services', source: ['/#solutions'] };
export const DEMO: VisitorExpectation = { intent: 'demo', source: ['/solutions#faq-free-demo', '/#contact'] };
export const CONTACT: VisitorExpectation = { intent: 'contact', source: ['/solutions#faq-support', '/#contact'] };
export const GREETING: VisitorExpectation = { intent: 'greeting' };
export const THANKS: VisitorExpectation = { intent: 'thanks' };
