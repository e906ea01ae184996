import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { logSafeError, withoutQueryParameters } from './logging.ts';

describe('logSafeError', () => {
  it('keeps the SQL of a failed query but drops its parameters (a lead’s data) from message, stack and properties', () => {
    const cause = Object.assign(new Error('relation "leads" does not exist'), { code: '42P01', detail: 'Key (email)=(kim@example.com)' });
    const error = new DrizzleQueryError('insert into "leads" ("email") values ($1)', ['kim@example.com'], cause);
    expect(error.message).toContain('kim@example.com');

    const logged = logSafeError(error);
    expect(JSON.stringify(logged)).not.toContain('kim@example.com');
    expect(logged.message).toBe('Failed query: insert into "leads" ("email") values ($1)');
    expect(logged.stack).toMatch(/^Error: Failed query: insert into/);
    expect(logged.stack).toContain('    at ');
    expect(logged.cause).toMatchObject({ message: 'relation "leads" does not exist', code: '42P01' });
  });

  it('keeps ordinary errors as they are, with their code and status', () => {
    const error = Object.assign(new Error('Body is too large'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 });
    expect(logSafeError(error)).toMatchObject({ type: 'Error', message: 'Body is too large', code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 });
  });

  it('does not echo a thrown non-error value', () => {
    expect(logSafeError('kim@example.com')).toEqual({ type: 'string', message: 'Non-error value thrown', stack: '' });
  });
});

describe('withoutQueryParameters', () => {
  it('cuts the parameter list off a failed query message, and leaves other messages alone', () => {
    expect(withoutQueryParameters('Failed query: select 1 where a = $1\nparams: kim@example.com,Kim')).toBe('Failed query: select 1 where a = $1');
    expect(withoutQueryParameters('connect ECONNREFUSED 127.0.0.1:5432')).toBe('connect ECONNREFUSED 127.0.0.1:5432');
  });
});
