import { describe, expect, it } from 'vitest';
import { changedFields, describeChange, lineDiff } from './resource-diff.ts';

describe('changedFields', () => {
  it('compares only what the repository sets: the provider\'s ids, dates and defaults are not drift', () => {
    const desired = { name: 'Harborline call-back (en)', model: { provider: 'openai', toolIds: ['tool_1', 'tool_2'] } };
    const actual = { id: 'asst_1', createdAt: '2026-11-28', name: 'Harborline call-back (en)', model: { provider: 'openai', toolIds: ['tool_1', 'tool_2'], maxTokens: 250 } };
    expect(changedFields(desired, actual)).toEqual([]);
  });

  it('names each changed value by its path, a list of plain values whole, and a missing object as not set', () => {
    const desired = { model: { toolIds: ['tool_1', 'tool_2'], messages: [{ role: 'system', content: 'New' }] }, server: { url: 'https://a.test' } };
    const actual = { model: { toolIds: ['tool_1'], messages: [{ role: 'system', content: 'Old' }] } };
    expect(changedFields(desired, actual)).toEqual([
      { path: 'model.toolIds', before: ['tool_1'], after: ['tool_1', 'tool_2'] },
      { path: 'model.messages.0.content', before: 'Old', after: 'New' },
      { path: 'server', before: undefined, after: { url: 'https://a.test' } },
    ]);
  });
});

describe('describeChange', () => {
  it('shows a prompt as the lines removed and added, the unchanged ones folded', () => {
    const before = 'You are the assistant.\nKeep answers short.\nNever sell.';
    const after = 'You are the assistant.\nKeep every answer brief.\nNever sell.';
    expect(lineDiff(before, after)).toEqual(['  …', '- Keep answers short.', '+ Keep every answer brief.', '  …']);
    expect(describeChange({ path: 'model.messages.0.content', before, after })[0]).toBe('model.messages.0.content:');
  });

  it('shows a short value as before → after', () => {
    expect(describeChange({ path: 'server.url', before: undefined, after: 'https://a.test/api/voice/events' })).toEqual([
      'server.url: (not set) → "https://a.test/api/voice/events"',
    ]);
  });
});
