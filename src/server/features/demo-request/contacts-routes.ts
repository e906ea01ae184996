import type { FastifyInstance } from 'fastify';
import { contactInputSchema, fieldErrorsOf, type ContactCreated } from '../../../shared/demo-request/contact-schema.ts';
import type { Database } from '../../db/connection.ts';
import { HttpError } from '../../http-errors.ts';
import { insertContact } from './contact-repository.ts';

export const CONTACT_BODY_LIMIT_BYTES = 16 * 1024;

export function registerContactRoutes(app: FastifyInstance, deps: { db: Database }) {
  app.post('/api/contacts', { bodyLimit: CONTACT_BODY_LIMIT_BYTES }, async (request, reply) => {
    const parsed = contactInputSchema.safeParse(request.body);
    if (!parsed.success) {
      throw new HttpError(400, 'Please correct the highlighted fields.', fieldErrorsOf(parsed.error));
    }
    const row = await insertContact(deps.db, parsed.data, { isSpam: false, notify: true });
    // Personal data stays out of logs: the lead's id only.
    request.log.info({ contactId: row.id, source: row.source }, 'contact created');
    const created: ContactCreated = { id: row.id, createdAt: row.createdAt.toISOString() };
    return reply.code(201).send(created);
  });
}
