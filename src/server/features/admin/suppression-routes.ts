import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connection.ts';
import { HttpError } from '../../http-errors.ts';
import { suppressionList, unsuppressAddress } from '../email-recipients/index.ts';
import { requireAdmin } from './admin-http.ts';

export const SUPPRESSIONS_API_PATH = '/api/admin/suppressions';

/**
 * The e-mail suppression list in the admin: addresses whose owner said "this wasn't me" or unsubscribed, which no
 * lead's mail reaches. Staff may take one off (say the person asked again by phone); the Origin check of every admin
 * mutation applies (admin-routes.ts).
 */
export function registerSuppressionRoutes(admin: FastifyInstance, deps: { db: Database; now: () => Date }) {
  const { db } = deps;
  const guarded = { preHandler: requireAdmin(db, deps.now) };

  admin.get(SUPPRESSIONS_API_PATH, guarded, async () => ({ addresses: await suppressionList(db) }));

  admin.delete(`${SUPPRESSIONS_API_PATH}/:address`, guarded, async (request, reply) => {
    const { address } = request.params as { address: string };
    if (address.length > 320 || !(await unsuppressAddress(db, address))) throw new HttpError(404, 'That address is not on the suppression list.');
    request.log.info({ userId: request.adminUser!.userId }, 'e-mail suppression removed');
    return reply.code(204).send();
  });
}
