import { describe, expect, it } from 'vitest';
import { z } from '../shared/zod.ts';
import { HttpError } from './http-errors.ts';
import { CORRECT_THE_FIELDS, idOr404, idParamOf, parseOr400 } from './parse-request.ts';

const noteSchema = z.object({ body: z.string().min(1, 'Write the note first'), pinned: z.boolean().optional() });
const ID = '6f1d3c1e-0000-4000-8000-000000000002';

function thrownBy(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('nothing was thrown');
}

describe('reading a request through its schema', () => {
  it('gives the parsed value when it fits', () => {
    expect(parseOr400(noteSchema, { body: 'Call back Monday' })).toEqual({ body: 'Call back Monday' });
  });

  it('answers 400 with the forms’ words and each field’s own reason otherwise', () => {
    const error = thrownBy(() => parseOr400(noteSchema, { body: '', pinned: 'yes' }));
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe(CORRECT_THE_FIELDS);
    expect(error.fields).toEqual({ body: 'Write the note first', pinned: expect.any(String) });
  });

  it('says what the route asks for when it has words of its own', () => {
    const error = thrownBy(() => parseOr400(noteSchema, null, 'The note is invalid.'));
    expect([error.statusCode, error.message]).toEqual([400, 'The note is invalid.']);
  });
});

describe('a route’s :id', () => {
  it('is the uuid it names', () => {
    expect(idOr404({ id: ID }, 'There is no such lead.')).toBe(ID);
    expect(idParamOf({ id: ID })).toBe(ID);
  });

  it('answers a malformed one like an unknown one: 404 with the route’s words', () => {
    for (const params of [{ id: 'lead-1' }, { id: `${ID}x` }, {}, null]) {
      const error = thrownBy(() => idOr404(params, 'There is no such meeting.'));
      expect([error.statusCode, error.message]).toEqual([404, 'There is no such meeting.']);
      expect(idParamOf(params)).toBeUndefined();
    }
  });
});
