import { describe, expect, it } from 'vitest';
import { callResultSchema, structuredDataOf } from './call-result.ts';

describe('the call result of an end-of-call report', () => {
  it('takes the analysis plan result, else the structured output named callResult', () => {
    expect(structuredDataOf({ analysis: { structuredData: { doNotCall: false } } })).toEqual({ doNotCall: false });
    const artifact = { structuredOutputs: { so_1: { name: 'other', result: 1 }, so_2: { name: 'callResult', result: { doNotCall: true } } } };
    expect(structuredDataOf({ artifact })).toEqual({ doNotCall: true });
    expect(structuredDataOf({ artifact: { structuredOutputs: 'nonsense' } })).toBeUndefined();
  });

  it('refuses values of the wrong kind rather than storing half of them', () => {
    expect(callResultSchema.safeParse({ doNotCall: false, companySize: 'about twenty' }).success).toBe(false);
    expect(callResultSchema.safeParse({ doNotCall: false, timeline: 'next-year' }).success).toBe(false);
    expect(callResultSchema.safeParse({ companySize: 12 }).success).toBe(false);
    expect(callResultSchema.parse({ doNotCall: false, companySize: 12, interest: null })).toEqual({ doNotCall: false, companySize: 12, interest: null });
  });
});
