import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { contactInputSchema, fieldErrorsOf, type ContactCreated } from '../../../shared/demo-request/contact-schema.ts';
import type { Database } from '../../db/connection.ts';
import { HttpError } from '../../http-errors.ts';
import { acceptContact } from './abuse-checks.ts';

export const CONTACT_BODY_LIMIT_BYTES = 16 * 1024;

export interface ContactRouteDeps {
  db: Database;
  /** Per-client limit, checked before the body is read (see security/contact-rate-limit.ts). */
  rateLimit: onRequestAsyncHookHandler;
  /** Submissions sent sooner after page load are treated as automated. */
  minFillTimeMs: number;
}

export function registerContactRoutes(app: FastifyInstance, deps: ContactRouteDeps) {
  app.post('/api/contacts', { bodyLimit: CONTACT_BODY_LIMIT_BYTES, onRequest: deps.rateLimit }, async (request, reply) => {
    const parsed = contactInputSchema.safeParse(request.body);
    if (!parsed.success) {
      throw new HttpError(400, 'Please correct the highlighted fields.', fieldErrorsOf(parsed.error));
    }
    // A bot gets the same answer as a person: it learns nothing about what gave it away.
    const { row, spamReason, duplicate } = await acceptContact(deps.db, parsed.data, deps.minFillTimeMs);
    // Personal data stays out of logs: the lead's id only.
    request.log.info({ contactId: row.id, source: row.source, spamReason, duplicate }, 'contact created');
    const created: ContactCreated = { id: row.id, createdAt: row.createdAt.toISOString() };
    return reply.code(201).send(created);
  });
}
