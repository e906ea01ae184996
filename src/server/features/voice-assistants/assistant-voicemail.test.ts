import { describe, expect, it } from 'vitest';
import { loadAssistantDefinitions, parseAssistantFile } from './assistant-definitions.ts';

const CALL_BACK = `---
name: Test call-back
firstMessage: Hi {{firstName}}, this is an AI assistant.
model: { provider: openai, model: gpt-4o }
voice: { provider: vapi, voiceId: Elliot }
transcriber: { provider: deepgram }
serverMessages: [status-update, end-of-call-report]
VOICEMAIL
---
You call leads back.`;

describe('the call-back assistants on an answering machine (issue 38)', () => {
  it('detect voicemail and leave a message with the booking address, in English and in Spanish', () => {
    const callBacks = loadAssistantDefinitions().filter((definition) => definition.role === 'call-back');
    expect(callBacks.map((definition) => definition.language).sort()).toEqual(['en', 'es']);
    for (const definition of callBacks) {
      expect(definition.voicemail?.detection).toBe('vapi');
      expect(definition.voicemail?.message).toContain('{{bookingAddress}}');
      // Who called and why, with the content model's facts filled in.
      expect(definition.voicemail?.message).toContain('Harborline');
      expect(definition.voicemail?.message).not.toContain('[[');
    }
    expect(callBacks.find((definition) => definition.language === 'es')?.voicemail?.message).toMatch(/^Hola \{\{firstName\}\}.*solicitud de demostración/);
  });

  it('refuse a call-back file without voicemail detection or without the booking address in its message', () => {
    expect(() => parseAssistantFile('call-back.en.md', CALL_BACK.replace('VOICEMAIL', ''))).toThrow(/a call-back leaves a voicemail that says how to book/);
    const withoutAddress = CALL_BACK.replace('VOICEMAIL', 'voicemail: { detection: vapi, message: "Call us back." }');
    expect(() => parseAssistantFile('call-back.en.md', withoutAddress)).toThrow(/\{\{bookingAddress\}\}/);
    const unknownDetector = CALL_BACK.replace('VOICEMAIL', 'voicemail: { detection: guesswork, message: "Book at {{bookingAddress}}." }');
    expect(() => parseAssistantFile('call-back.en.md', unknownDetector)).toThrow(/voicemail\.detection/);
    const good = CALL_BACK.replace('VOICEMAIL', 'voicemail: { detection: vapi, beepMaxAwaitSeconds: 20, message: "Book at {{bookingAddress}}." }');
    expect(parseAssistantFile('call-back.en.md', good).voicemail).toEqual({ detection: 'vapi', beepMaxAwaitSeconds: 20, message: 'Book at {{bookingAddress}}.' });
  });
});
