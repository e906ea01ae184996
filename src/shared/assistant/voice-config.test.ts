import { describe, expect, it } from 'vitest';
import { parseVoiceConfig, voiceConfigFrom } from './voice-config.ts';

describe('voice configuration', () => {
  it('is enabled only with both a public key and an assistant id', () => {
    expect(voiceConfigFrom({ publicKey: 'pk', assistantId: 'asst' })).toEqual({ enabled: true, publicKey: 'pk', assistantId: 'asst' });
    expect(voiceConfigFrom({ publicKey: 'pk' })).toEqual({ enabled: false });
    expect(voiceConfigFrom({ assistantId: 'asst' })).toEqual({ enabled: false });
    expect(voiceConfigFrom({ publicKey: '  ', assistantId: 'asst' })).toEqual({ enabled: false });
    expect(voiceConfigFrom({})).toEqual({ enabled: false });
  });

  it('passes the API base URL on only when set', () => {
    expect(voiceConfigFrom({ publicKey: 'pk', assistantId: 'asst', apiBaseUrl: 'http://127.0.0.1:9/' })).toEqual({
      enabled: true,
      publicKey: 'pk',
      assistantId: 'asst',
      apiBaseUrl: 'http://127.0.0.1:9/',
    });
  });

  it('treats a malformed server answer as voice unavailable', () => {
    expect(parseVoiceConfig({ voice: { enabled: true, publicKey: 'pk', assistantId: 'asst' } })).toEqual({
      enabled: true,
      publicKey: 'pk',
      assistantId: 'asst',
    });
    expect(parseVoiceConfig({ voice: { enabled: true, publicKey: 'pk' } })).toEqual({ enabled: false });
    expect(parseVoiceConfig({ voice: { enabled: 'yes', publicKey: 'pk', assistantId: 'asst' } })).toEqual({ enabled: false });
    expect(parseVoiceConfig(null)).toEqual({ enabled: false });
    expect(parseVoiceConfig('nonsense')).toEqual({ enabled: false });
  });

  it('uses the Spanish assistant on a Spanish page when one is set, else the main one told the language', () => {
    const settings = { publicKey: 'pk', assistantId: 'asst', spanishAssistantId: 'asst_es' };
    expect(voiceConfigFrom(settings, 'es')).toEqual({ enabled: true, publicKey: 'pk', assistantId: 'asst_es', language: 'es' });
    expect(voiceConfigFrom(settings, 'en')).toEqual({ enabled: true, publicKey: 'pk', assistantId: 'asst', language: 'en' });
    expect(voiceConfigFrom({ publicKey: 'pk', assistantId: 'asst' }, 'es')).toEqual({ enabled: true, publicKey: 'pk', assistantId: 'asst', language: 'es' });
    expect(parseVoiceConfig({ voice: { enabled: true, publicKey: 'pk', assistantId: 'asst_es', language: 'es' } })).toEqual({
      enabled: true,
      publicKey: 'pk',
      assistantId: 'asst_es',
      language: 'es',
    });
  });
});
