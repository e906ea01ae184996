import formbody from '@fastify/formbody';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, onRequestAsyncHookHandler } from 'fastify';
import { MAIL_LINK_PATHS, type MailLinkPage } from '../../../shared/content/mail-links.ts';
import { LOCALES, localizedPath, type Locale } from '../../../shared/i18n/locales.ts';
import { z } from '../../../shared/zod.ts';
import type { Database } from '../../db/connection.ts';
import { leads } from '../../db/schema.ts';
import { confirmEmail, leadOfMailLinkToken, suppressEmail, wasMeetingVersionSent, type MailLinkPurpose } from '../email-recipients/index.ts';
import { queueDelivery } from '../outbox/index.ts';
import { latestMeetingOf } from './meeting-invitation.ts';
import { mailLinkPageHtml, type MailLinkView } from './mail-link-page.ts';
import { cancelMeeting, type BookingEffects } from './meeting-repository.ts';

const BODY_LIMIT_BYTES = 2 * 1024;

const PURPOSE_OF: Record<MailLinkPage, MailLinkPurpose> = { confirm: 'confirm', notMe: 'not-me', unsubscribe: 'unsubscribe' };

/** The token comes in the query (the e-mail's link, and RFC 8058's one-click POST to it) or in the page's form. */
const tokenSchema = z.object({ token: z.string().max(200).optional() }).catch({});

export interface MailLinkRouteDeps {
  db: Database;
  tokenSecret: string;
  now: () => Date;
  effects: BookingEffects;
  wakeOutbox: () => void;
  shells: Partial<Record<Locale, string>>;
  readLimit: onRequestAsyncHookHandler;
  changeLimit: onRequestAsyncHookHandler;
}

/**
 * The invitation's own links, for the person at the address (who may never have asked for a meeting): GET
 * /email/confirm, /email/not-me and /email/unsubscribe (and /es/…) only ask, with one button, since mail scanners open
 * links; POST does it. "This wasn't me" suppresses the address and cancels the lead's meeting; unsubscribe suppresses;
 * confirm lifts the unconfirmed caps and sends the meeting's latest version if the address has not had it.
 * POST /email/unsubscribe is also the RFC 8058 one-click target (List-Unsubscribe-Post), so it takes any form body.
 */
export function registerMailLinkRoutes(app: FastifyInstance, deps: MailLinkRouteDeps) {
  const leadOf = async (page: MailLinkPage, token: string | undefined) => {
    const leadId = token ? leadOfMailLinkToken(deps.tokenSecret, PURPOSE_OF[page], token, deps.now()) : null;
    if (!leadId) return undefined;
    const [lead] = await deps.db.select({ id: leads.id, email: leads.email, language: leads.language }).from(leads).where(eq(leads.id, leadId));
    return lead;
  };
  const send = (reply: FastifyReply, status: number, view: MailLinkView, locale: Locale) =>
    reply.code(status).type('text/html; charset=utf-8').send(mailLinkPageHtml(deps.shells[locale], view, locale));

  /** After the owner confirmed: the meeting's latest version, if the unconfirmed caps kept it from them. */
  const catchUp = async (leadId: string, email: string) => {
    const meeting = await latestMeetingOf(deps.db, leadId);
    if (!meeting || meeting.status !== 'booked' || meeting.endsAt <= deps.now() || !deps.effects.channels.includes('meeting-invite')) return;
    if (await wasMeetingVersionSent(deps.db, email, meeting.id, meeting.sequence)) return;
    await queueDelivery(deps.db, leadId, 'meeting-invite', new Date(), { latestState: true });
    deps.wakeOutbox();
  };

  const act: Record<MailLinkPage, (lead: { id: string; email: string }) => Promise<void>> = {
    confirm: async (lead) => {
      await confirmEmail(deps.db, lead.email);
      await catchUp(lead.id, lead.email);
    },
    notMe: async (lead) => {
      // Suppressed first, so the cancellation goes to the sales inbox only.
      await suppressEmail(deps.db, lead.email, { reason: 'not-me', leadId: lead.id });
      const outcome = await cancelMeeting(deps.db, lead.id, deps.now(), deps.effects);
      if (outcome.kind === 'cancelled' && deps.effects.channels.length > 0) deps.wakeOutbox();
    },
    unsubscribe: async (lead) => suppressEmail(deps.db, lead.email, { reason: 'unsubscribe', leadId: lead.id }),
  };

  void app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
    // A mail provider's one-click POST may come as multipart/form-data; its body says nothing the token does not.
    scope.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES }, (_request, _body, done) => done(null, {}));
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('referrer-policy', 'no-referrer').header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
    });
    for (const locale of LOCALES) {
      for (const page of Object.keys(MAIL_LINK_PATHS) as MailLinkPage[]) {
        const path = localizedPath(MAIL_LINK_PATHS[page], locale);
        scope.get(path, { onRequest: deps.readLimit }, async (request, reply) => {
          const { token } = tokenSchema.parse(request.query ?? {});
          const lead = await leadOf(page, token);
          if (!lead || !token) return send(reply, 403, { kind: 'invalid' }, locale);
          return send(reply, 200, { kind: 'ask', page, token, address: lead.email }, lead.language);
        });
        // The one-click unsubscribe comes from the mail provider's servers, many people's at once: no per-client limit.
        const limit = page === 'unsubscribe' ? {} : { onRequest: deps.changeLimit };
        scope.post(path, { ...limit, bodyLimit: BODY_LIMIT_BYTES }, async (request, reply) => {
          const token = tokenSchema.parse(request.body ?? {}).token ?? tokenSchema.parse(request.query ?? {}).token;
          const lead = await leadOf(page, token);
          if (!lead) return send(reply, 403, { kind: 'invalid' }, locale);
          await act[page](lead);
          request.log.info({ leadId: lead.id, page }, 'e-mail link used');
          return send(reply, 200, { kind: 'done', page, address: lead.email }, lead.language);
        });
      }
    }
  });
}
