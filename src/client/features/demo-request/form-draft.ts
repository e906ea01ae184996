import { EMPTY_LEAD_FORM, type LeadFormValues } from '../../../shared/leads/lead-schema.ts';

/** What the visitor typed survives a reload or an accidental navigation until it is sent. */
const DRAFT_KEY = 'demo-request-draft';

export function loadDraft(): LeadFormValues | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const draft = { ...EMPTY_LEAD_FORM } as LeadFormValues;
    for (const key of Object.keys(EMPTY_LEAD_FORM) as (keyof LeadFormValues)[]) {
      if (typeof parsed[key] === 'string') draft[key] = parsed[key];
    }
    return draft;
  } catch {
    return null;
  }
}

export function saveDraft(values: LeadFormValues) {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Storage can be full or disabled; the form still works.
  }
}

export function clearDraft() {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
