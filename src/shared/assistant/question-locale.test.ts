import { describe, expect, it } from 'vitest';
import { questionLocale } from './question-locale.ts';

describe('questionLocale', () => {
  it.each([
    'cuanto cuesta el servicio al mes',
    '¿Cuánto cuesta?',
    'tienen integracion con hubspot?',
    'mi clinica dental necesita contestar llamadas de noche',
    'hola, una pregunta',
    'se puede usar con mi numero?',
    'Quiero una demostración',
    'donde estan ubicados',
  ])('reads "%s" as Spanish, on an English page', (question) => {
    expect(questionLocale(question, 'en')).toBe('es');
  });

  it.each([
    'how much does it cost per month?',
    'Can I keep my phone number?',
    'do you integrate with hubspot',
    'what are your business hours',
    'hello, is anyone there?',
  ])('reads "%s" as English, on a Spanish page', (question) => {
    expect(questionLocale(question, 'es')).toBe('en');
  });

  it.each(['crm?', 'hipaa', 'demo', 'salesforce', '24/7'])('leaves "%s", which has no telling word, in the page language', (question) => {
    expect(questionLocale(question, 'en')).toBe('en');
    expect(questionLocale(question, 'es')).toBe('es');
  });
});
