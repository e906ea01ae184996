import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isStorableText } from '../../shared/text/plain-text.ts';
import { HttpError } from '../http-errors.ts';

export const INVALID_TEXT_MESSAGE = 'The request contains characters that are not allowed.';
export const INVALID_UTF8_MESSAGE = 'The request body is not valid UTF-8 text.';

const invalidText = () => new HttpError(400, INVALID_TEXT_MESSAGE);

/** Nested deeper than any request of ours: refused rather than walked. */
const MAX_DEPTH = 32;

/** Whether every string in a parsed value, object keys included, is text the database can store. */
function holdsOnlyStorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isStorableText(value);
  if (value === null || typeof value !== 'object') return true;
  if (depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.every((item) => holdsOnlyStorableText(item, depth + 1));
  return Object.entries(value).every(([key, item]) => isStorableText(key) && holdsOnlyStorableText(item, depth + 1));
}

/** Every `key=value` of the raw query decodes as UTF-8; a malformed escape such as `%FF` does not. */
function queryDecodes(url: string): boolean {
  const start = url.indexOf('?');
  if (start === -1) return true;
  for (const component of url.slice(start + 1).split(/[&=]/)) {
    try {
      decodeURIComponent(component.replace(/\+/g, ' '));
    } catch {
      return false;
    }
  }
  return true;
}

function assertTextInput(request: FastifyRequest) {
  if (!queryDecodes(request.url)) throw invalidText();
  if (!holdsOnlyStorableText(request.query) || !holdsOnlyStorableText(request.params) || !holdsOnlyStorableText(request.body)) {
    throw invalidText();
  }
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Hostile bytes (NUL, lone surrogates, invalid UTF-8) get a 400 on every route, public or admin,
 * before any handler or query sees them: PostgreSQL would otherwise fail with a 500. JSON bodies are
 * decoded strictly instead of turning bad bytes into U+FFFD. Register before the routes.
 */
export function installTextInputGuard(app: FastifyInstance) {
  // Prototype poisoning stays an error, as with Fastify's own parser.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = strictUtf8.decode(body as Buffer);
    } catch {
      done(new HttpError(400, INVALID_UTF8_MESSAGE), undefined);
      return;
    }
    parseJson(request, text, done);
  });
  app.addHook('preValidation', async (request) => assertTextInput(request));
}
