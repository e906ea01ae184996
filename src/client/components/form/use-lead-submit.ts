import { useState } from 'react';
import { emptyFieldsOf, leadSchemasFor, fieldErrorsOf, type FieldErrors, type LeadSubmission } from '../../../shared/leads/lead-schema.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';
import type { z } from '../../../shared/zod.ts';
import { ApiError } from '../../lib/api-request.ts';

/**
 * Why a submission was not stored: too many in a short time, refused for its content, or our side failed
 * (the database away, a 5xx, the network), after which the visitor can only retry or call.
 */
export type SubmitFailureKind = 'rate-limited' | 'rejected' | 'unavailable' | 'failed';

function failureKindOf(error: unknown): SubmitFailureKind {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 429) return 'rate-limited';
  if (error.status === 503) return 'unavailable';
  return error.status >= 500 ? 'failed' : 'rejected';
}

export type SubmitState = 'editing' | 'sending' | 'sent';

export interface LeadSubmitOptions<Parsed> {
  /** Prefix of the fields' ids (`${idPrefix}-${name}`): the first field in error gets the focus. */
  idPrefix: string;
  /** The form's fields in the order they are shown. */
  fieldOrder: readonly string[];
  /** The page's language: the lead schema's messages are in it. */
  locale?: Locale;
  /** What the form validates with: the lead schema (in `locale`), or the chat's short lead schema. */
  schema?: z.ZodType<Parsed>;
  /** The schema's field errors as the form's own fields (the chat form shows e-mail and phone as one field). */
  formErrorsOf?: (errors: FieldErrors) => FieldErrors;
}

/**
 * One lead form's submission (the demo form, the investor form, the chat's lead form): validation with the
 * shared schema, the request, and what the visitor sees of both (field errors with focus on the first, the
 * failure's kind). What was typed is never cleared here: the form clears it once `submit` has resolved with the
 * server's answer.
 */
export function useLeadSubmit<Parsed = LeadSubmission>({ idPrefix, fieldOrder, locale = 'en', schema, formErrorsOf = (errors) => errors }: LeadSubmitOptions<Parsed>) {
  const validator = (schema ?? leadSchemasFor(locale).lead) as z.ZodType<Parsed>;
  const [state, setState] = useState<SubmitState>('editing');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<SubmitFailureKind | null>(null);

  const showFieldErrors = (schemaErrors: FieldErrors) => {
    const fieldErrors = formErrorsOf(schemaErrors);
    setErrors(fieldErrors);
    const first = fieldOrder.find((name) => fieldErrors[name]);
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
  };

  /** Validates and sends: the server's answer, or why nothing was stored ("invalid": the form said what to fix). */
  const submit = async <Result>(
    payload: unknown,
    send: (input: Parsed) => Promise<Result>,
  ): Promise<{ sent: true; result: Result } | { sent: false; failure: SubmitFailureKind | 'invalid' | 'busy' }> => {
    if (state === 'sending') return { sent: false, failure: 'busy' };
    const parsed = validator.safeParse(payload);
    if (!parsed.success) {
      showFieldErrors(fieldErrorsOf(parsed.error));
      return { sent: false, failure: 'invalid' };
    }
    setErrors({});
    setState('sending');
    try {
      const result = await send(parsed.data);
      setFailure(null);
      setState('sent');
      return { sent: true, result };
    } catch (error) {
      console.error(`Lead form "${idPrefix}" failed:`, error);
      const kind = failureKindOf(error);
      setState('editing');
      setFailure(kind);
      const serverFields = error instanceof ApiError && error.status === 400 ? error.body?.fields : undefined;
      if (serverFields) showFieldErrors(serverFields);
      return { sent: false, failure: kind };
    }
  };

  /** On leaving a field: its own error, but "Required" (an empty field) only once the visitor has tried to submit. */
  const validateOnBlur = (payload: unknown, name: string) => {
    const result = validator.safeParse(payload);
    const message = result.success ? undefined : formErrorsOf(fieldErrorsOf(result.error))[name];
    if (!result.success && emptyFieldsOf(result.error).has(name) && !errors[name]) return;
    setErrors((current) => ({ ...current, [name]: message }));
  };

  return {
    state,
    errors,
    failure,
    submit,
    validateOnBlur,
    /** Back to an empty form after "send another". */
    restart: () => setState('editing'),
    clearError: (name: string) => setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current)),
  };
}
