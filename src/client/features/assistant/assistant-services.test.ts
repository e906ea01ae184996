// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { assistantServices } from './assistant-services.ts';

describe('assistant services', () => {
  it('are one conversation and one voice controller per page', () => {
    expect(assistantServices('en')).toBe(assistantServices('en'));
  });

  it('end the call when the visitor leaves the page', () => {
    const { voice } = assistantServices('en');
    const end = vi.spyOn(voice, 'end');
    window.dispatchEvent(new Event('pagehide'));
    expect(end).toHaveBeenCalledOnce();
  });

  it('put final voice transcripts into the conversation kept for the session', () => {
    const { chat } = assistantServices('en');
    chat.addTranscript('user', 'Do you work with dentists?');
    expect(JSON.parse(sessionStorage.getItem('assistant-conversation')!)).toContainEqual(
      expect.objectContaining({ role: 'user', content: 'Do you work with dentists?', type: 'transcript' }),
    );
  });
});
