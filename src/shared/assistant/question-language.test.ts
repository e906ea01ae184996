import { describe, expect, it } from 'vitest';
import { questionLanguage } from './question-language.ts';

describe('questionLanguage', () => {
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
    expect(questionLanguage(question, 'en')).toBe('es');
  });

  it.each([
    'how much does it cost per month?',
    'Can I keep my phone number?',
    'do you integrate with hubspot',
    'what are your business hours',
    'hello, is anyone there?',
  ])('reads "%s" as English, on a Spanish page', (question) => {
    expect(questionLanguage(question, 'es')).toBe('en');
  });

  it.each(['crm?', 'hipaa', 'demo', 'salesforce', '24/7'])('leaves "%s", which has no telling word, in the page language', (question) => {
    expect(questionLanguage(question, 'en')).toBe('en');
    expect(questionLanguage(question, 'es')).toBe('es');
  });
});
