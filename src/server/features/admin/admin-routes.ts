import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CallBackConfig } from '../../config/config.ts';
import type { DeliveryChannel } from '../../../shared/leads/lead-model.ts';
import type { Database } from '../../db/connection.ts';
import { isDatabaseUnavailable } from '../../db/database-unavailable.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../http-errors.ts';
import { sendStaticFile, type StaticFile } from '../../static-site.ts';
import { checkOrigin, sessionToken } from './admin-http.ts';
import { registerAnalyticsRoutes, type AnalyticsRoutesDeps } from './analytics-routes.ts';
import { registerDoNotCallRoutes } from './do-not-call-routes.ts';
import { registerLeadRoutes } from './lead-routes.ts';
import { registerMeetingRoutes, type MeetingRoutesDeps } from './meeting-routes.ts';
import { registerSessionRoutes } from './session-routes.ts';
import { registerSuppressionRoutes } from './suppression-routes.ts';
import { resumeSession } from './sessions.ts';

export interface AdminRoutesDeps {
  db: Database;
  now: () => Date;
  /** The admin app's HTML shell from the build (dist/client/admin/index.html). */
  shell: StaticFile | undefined;
  /** Lead notification channels configured on this server; the others show as not configured. */
  channels: readonly DeliveryChannel[];
  wakeOutbox: () => void;
  /** How the sign-in brake waits for its turn (see session-routes.ts). */
  wait?: (ms: number) => Promise<void>;
  callBack: CallBackConfig;
  /** The analytics dashboard's report (src/server/features/analytics). */
  analyticsReport: AnalyticsRoutesDeps['analyticsReport'];
  /** The meetings page: the availability staff moves are held to, and the channels their news goes out on. */
  meetings: MeetingRoutesDeps['meetings'];
}

export const ADMIN_LOGIN_PATH = '/admin/login';

/**
 * The leads inbox: the admin app's shell at /admin/*, its API at /api/admin/*. Cookies are parsed in
 * this scope only. Every answer, errors included, gets the admin's own CSP, no-store and noindex
 * from security/security-headers.ts.
 */
export function registerAdminRoutes(app: FastifyInstance, deps: AdminRoutesDeps) {
  const shell = deps.shell;

  app.register(async (admin) => {
    await admin.register(fastifyCookie);
    admin.addHook('onRequest', checkOrigin);

    /** 'unknown' when the database cannot say: the app's shell then shows its error page, not a bare JSON error. */
    const isSignedIn = async (request: FastifyRequest): Promise<boolean | 'unknown'> => {
      const token = sessionToken(request);
      try {
        return token ? (await resumeSession(deps.db, token, deps.now())) !== null : false;
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        request.log.warn({ err: error }, 'database unavailable, admin shell served without a session check');
        return 'unknown';
      }
    };
    const sendShell = (request: FastifyRequest, reply: FastifyReply, statusCode = 200) => {
      if (!shell) return reply.code(503).type('text/plain').send('The admin is not built. Run "npm run build".');
      if (statusCode === 503) reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendStaticFile(request, reply, shell, statusCode);
    };

    admin.get(ADMIN_LOGIN_PATH, async (request, reply) => {
      const signedIn = await isSignedIn(request);
      if (signedIn === true) return reply.redirect('/admin');
      return sendShell(request, reply, signedIn === 'unknown' ? 503 : 200);
    });
    const appPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const signedIn = await isSignedIn(request);
      if (signedIn === 'unknown') return sendShell(request, reply, 503);
      if (!signedIn) {
        const next = request.url === '/admin' ? '' : `?next=${encodeURIComponent(request.url)}`;
        return reply.redirect(`${ADMIN_LOGIN_PATH}${next}`);
      }
      return sendShell(request, reply);
    };
    admin.get('/admin', appPage);
    admin.get('/admin/*', appPage);

    registerSessionRoutes(admin, deps);
    registerLeadRoutes(admin, deps);
    registerDoNotCallRoutes(admin, deps);
    registerSuppressionRoutes(admin, deps);
    registerAnalyticsRoutes(admin, deps);
    registerMeetingRoutes(admin, deps);
  });
}
