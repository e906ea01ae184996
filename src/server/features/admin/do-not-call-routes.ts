import type { FastifyInstance } from 'fastify';
import { doNotCallInputSchema } from '../../../shared/leads/lead-model.ts';
import type { CallBackConfig } from '../../config/config.ts';
import type { Database } from '../../db/connection.ts';
import { HttpError } from '../../http-errors.ts';
import { CORRECT_THE_FIELDS, parseOr400 } from '../../parse-request.ts';
import { addToDoNotCallList, doNotCallList, normalisedNumber, removeFromDoNotCallList } from '../call-back/index.ts';
import { requireAdmin } from './admin-http.ts';

export const DO_NOT_CALL_API_PATH = '/api/admin/do-not-call';

/** The do-not-call list in the admin: numbers call-backs never ring, whoever asks for them. */
export function registerDoNotCallRoutes(admin: FastifyInstance, deps: { db: Database; now: () => Date; callBack: CallBackConfig }) {
  const { db } = deps;
  const guarded = { preHandler: requireAdmin(db, deps.now) };

  admin.get(DO_NOT_CALL_API_PATH, guarded, async () => ({ numbers: await doNotCallList(db) }));

  admin.post(DO_NOT_CALL_API_PATH, guarded, async (request, reply) => {
    const input = parseOr400(doNotCallInputSchema, request.body);
    const phoneE164 = normalisedNumber(input.phone, deps.callBack.defaultCountry);
    if (!phoneE164) throw new HttpError(400, CORRECT_THE_FIELDS, { phone: 'Enter a phone number, such as (954) 555-0100 or +1 416 555 0100' });
    const added = await addToDoNotCallList(db, { phoneE164, source: 'staff', addedBy: request.adminUser!.username, note: input.note });
    request.log.info({ userId: request.adminUser!.userId, added }, 'do-not-call number added');
    return reply.code(added ? 201 : 200).send({ phone: phoneE164, added });
  });

  admin.delete(`${DO_NOT_CALL_API_PATH}/:phone`, guarded, async (request, reply) => {
    const { phone } = request.params as { phone: string };
    if (!(await removeFromDoNotCallList(db, phone))) throw new HttpError(404, 'That number is not on the do-not-call list.');
    request.log.info({ userId: request.adminUser!.userId }, 'do-not-call number removed');
    return reply.code(204).send();
  });
}
