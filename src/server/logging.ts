import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';
import type { ServerConfig } from './config/config.ts';

export type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  statusCode?: number;
  cause?: LoggedError;
};

/** A query error's message ends with its parameters ("params: a,b"): the values of the row. */
export function withoutQueryParameters(message: string): string {
  return message.replace(/\nparams: [\s\S]*$/, '');
}

/**
 * An error as it may appear in the logs. Query errors carry the statement's parameters (a lead's
 * name, e-mail, message) in `params` and in their message and stack: those are dropped, the SQL
 * with its $1 placeholders stays. Other own properties (a driver's `detail` quoting row values)
 * are not copied either.
 */
export function logSafeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'Non-error value thrown', stack: '' };
  const withDetails = error as Error & { query?: unknown; params?: unknown; code?: unknown; statusCode?: unknown };
  const carriesParams = 'params' in withDetails;
  const message = carriesParams
    ? `Failed query: ${typeof withDetails.query === 'string' ? withDetails.query : '(unknown)'}`
    : error.message;
  // The stack's first lines repeat the message; keep only the frames.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const logged: LoggedError = { type: error.name, message, stack: [`${error.name}: ${message}`, ...frames].join('\n') };
  if (typeof withDetails.code === 'string') logged.code = withDetails.code;
  if (typeof withDetails.statusCode === 'number') logged.statusCode = withDetails.statusCode;
  if (error.cause !== undefined && depth < 3) logged.cause = logSafeError(error.cause, depth + 1);
  return logged;
}

/**
 * Structured JSON logs (pino), one line per event, each carrying the request id. Request lines hold
 * the method and path only: no query string, no client address, no body. On a developer's terminal
 * (format 'auto' outside production, or 'pretty') the same events are printed as coloured lines.
 */
export function loggerOptions(level: ServerConfig['logLevel'], format: ServerConfig['logFormat'] = 'json'): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  const wantsPretty = format === 'pretty' || (format === 'auto' && process.stdout.isTTY === true);
  const stream = wantsPretty ? prettyStream() : undefined;
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: { method: string; url: string }) => ({ method: request.method, path: request.url.split('?')[0] }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      err: logSafeError,
    },
  };
}

type PrettyFactory = (options: Record<string, unknown>) => NodeJS.WritableStream;

/**
 * pino-pretty is a development dependency: a pruned production install lacks it and logs JSON. Loaded
 * with require at run time so the server bundle never carries it.
 */
function prettyStream(): NodeJS.WritableStream | undefined {
  let pretty: PrettyFactory;
  try {
    pretty = createRequire(import.meta.url)('pino-pretty') as PrettyFactory;
  } catch {
    process.stderr.write('LOG_FORMAT: pino-pretty is not installed (a production install), so the log is JSON.\n');
    return undefined;
  }
  // Synchronous, so the last lines before an exit are not lost; colour unless NO_COLOR asks otherwise.
  return pretty({ colorize: !process.env.NO_COLOR, sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' });
}
