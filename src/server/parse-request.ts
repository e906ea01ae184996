import { fieldErrorsOf } from '../shared/leads/lead-schema.ts';
import { z } from '../shared/zod.ts';
import { HttpError } from './http-errors.ts';

/** What the forms say when a request's fields fail their schema (each field's own reason goes with it). */
export const CORRECT_THE_FIELDS = 'Please correct the highlighted fields.';

/** A request's body or query read through its schema; anything else is a 400 with each field's reason, and nothing is done. */
export function parseOr400<T>(schema: z.ZodType<T>, value: unknown, message = CORRECT_THE_FIELDS): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, message, fieldErrorsOf(parsed.error));
  return parsed.data;
}

const idParams = z.object({ id: z.uuid() });

/** The uuid in a route's `:id`, or undefined when it is not one. */
export const idParamOf = (params: unknown): string | undefined => idParams.safeParse(params).data?.id;

/** The uuid in a route's `:id`; a malformed one cannot name anything, so it gets the same 404 as an unknown one. */
export function idOr404(params: unknown, notFoundMessage: string): string {
  const id = idParamOf(params);
  if (!id) throw new HttpError(404, notFoundMessage);
  return id;
}
