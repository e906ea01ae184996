import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { leadFilterSchema, leadUpdateSchema, noteInputSchema, type DeliveryChannel } from '../../../shared/leads/lead-model.ts';
import type { CallBackConfig } from '../../config/config.ts';
import type { Database } from '../../db/connection.ts';
import { revokeBookingLinks } from '../booking/index.ts';
import { leadCallBackDetail, placeManualCallBack, transfersOfLead } from '../call-back/index.ts';
import { leads } from '../../db/schema.ts';
import { HttpError } from '../../http-errors.ts';
import { idOr404, idParamOf, parseOr400 } from '../../parse-request.ts';
import { requeueDelivery } from '../outbox/index.ts';
import { requireAdmin } from './admin-http.ts';
import { leadsCsv } from './lead-export.ts';
import { meetingsOfLead } from './meeting-queries.ts';
import { addLeadNote, deleteLead, leadDetail, leadsForExport, listLeads, setLeadStatus } from './lead-queries.ts';

const leadId = (params: unknown) => idOr404(params, 'There is no such lead.');

const notFound = () => new HttpError(404, 'There is no such lead. It may have been deleted.');

export function registerLeadRoutes(
  admin: FastifyInstance,
  deps: { db: Database; now: () => Date; channels: readonly DeliveryChannel[]; wakeOutbox: () => void; callBack: CallBackConfig },
) {
  const { db } = deps;
  const guarded = { preHandler: requireAdmin(db, deps.now) };

  admin.get('/api/admin/leads', guarded, async (request) => {
    return listLeads(db, parseOr400(leadFilterSchema, request.query, 'The filter is invalid.'));
  });

  admin.get('/api/admin/leads/export.csv', guarded, async (request, reply) => {
    const filter = parseOr400(leadFilterSchema, request.query, 'The filter is invalid.');
    const rows = await leadsForExport(db, filter);
    request.log.info({ count: rows.length, userId: request.adminUser!.userId }, 'leads exported');
    const day = deps.now().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8; header=present')
      .header('content-disposition', `attachment; filename="leads-${day}.csv"`)
      .send(leadsCsv(rows));
  });

  admin.get('/api/admin/leads/:id', guarded, async (request) => {
    const id = leadId(request.params);
    const detail = await leadDetail(db, id, deps.channels);
    if (!detail) throw notFound();
    const [callBack, meetings, transfers] = await Promise.all([leadCallBackDetail(db, id, deps.callBack), meetingsOfLead(db, id, deps.now()), transfersOfLead(db, id)]);
    return { ...detail, callBack: { ...callBack, transfers }, meetings };
  });

  admin.patch('/api/admin/leads/:id', guarded, async (request, reply) => {
    const id = leadId(request.params);
    const { status } = parseOr400(leadUpdateSchema, request.body, 'Choose one of the listed statuses.');
    if (!(await setLeadStatus(db, id, status))) throw notFound();
    request.log.info({ leadId: id, status, userId: request.adminUser!.userId }, 'lead status changed');
    return reply.code(204).send();
  });

  admin.post('/api/admin/leads/:id/notes', guarded, async (request, reply) => {
    const id = leadId(request.params);
    const { body } = parseOr400(noteInputSchema, request.body, 'The note is invalid.');
    if (!(await addLeadNote(db, id, request.adminUser!, body))) throw notFound();
    return reply.code(201).send();
  });

  admin.delete('/api/admin/leads/:id', guarded, async (request, reply) => {
    const id = leadId(request.params);
    if (!(await deleteLead(db, id))) throw notFound();
    request.log.info({ leadId: id, userId: request.adminUser!.userId }, 'lead deleted');
    return reply.code(204).send();
  });

  admin.post('/api/admin/leads/:id/call-back', guarded, async (request, reply) => {
    const id = leadId(request.params);
    const [lead] = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, id));
    if (!lead) throw notFound();
    const promise = await placeManualCallBack(db, id, deps.callBack);
    if (!promise.scheduled) throw new HttpError(409, promise.reason);
    request.log.info({ leadId: id, userId: request.adminUser!.userId, at: promise.at }, 'call-back placed from the admin');
    deps.wakeOutbox();
    return reply.code(202).send(promise);
  });

  // A booking link went where it should not (a forwarded e-mail): every token the lead holds stops working at once.
  admin.post('/api/admin/leads/:id/booking-links/revoke', guarded, async (request, reply) => {
    const id = leadId(request.params);
    const revokedAt = await revokeBookingLinks(db, id, deps.now());
    if (!revokedAt) throw notFound();
    request.log.info({ leadId: id, userId: request.adminUser!.userId }, 'booking links revoked');
    return reply.send({ revokedAt: revokedAt.toISOString() });
  });

  admin.post('/api/admin/deliveries/:id/retry', guarded, async (request, reply) => {
    const deliveryId = idParamOf(request.params);
    const requeued = deliveryId ? await requeueDelivery(db, deliveryId, deps.channels) : undefined;
    if (!requeued) throw new HttpError(409, 'Only a failed or skipped delivery of a configured channel can be retried.');
    deps.wakeOutbox();
    return reply.code(202).send();
  });
}
