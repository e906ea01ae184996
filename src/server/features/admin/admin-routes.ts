import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/connection.ts';
import { sendStaticFile, type StaticFile } from '../../static-site.ts';
import { checkOrigin, sessionToken } from './admin-http.ts';
import { registerLeadRoutes } from './lead-routes.ts';
import { registerSessionRoutes } from './session-routes.ts';
import { resumeSession } from './sessions.ts';

export interface AdminRoutesDeps {
  db: Database;
  now: () => Date;
  /** The admin app's HTML shell from the build (dist/client/admin/index.html). */
  shell: StaticFile | undefined;
  onDeliveryRequeued: () => void;
}

export const ADMIN_LOGIN_PATH = '/admin/login';

/**
 * The leads inbox: the admin app's shell at /admin/*, its API at /api/admin/*. Cookies are parsed in
 * this scope only; every answer is noindex and never cached.
 */
export function registerAdminRoutes(app: FastifyInstance, deps: AdminRoutesDeps) {
  const shell = deps.shell && { ...deps.shell, cacheControl: 'no-store' };

  app.register(async (admin) => {
    await admin.register(fastifyCookie);
    admin.addHook('onRequest', async (_request, reply) => {
      reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'no-store').header('x-frame-options', 'DENY');
    });
    admin.addHook('onRequest', checkOrigin);

    const isSignedIn = async (request: FastifyRequest) => {
      const token = sessionToken(request);
      return token ? (await resumeSession(deps.db, token, deps.now())) !== null : false;
    };
    const sendShell = (request: FastifyRequest, reply: FastifyReply) => {
      if (!shell) return reply.code(503).type('text/plain').send('The admin is not built. Run "npm run build".');
      return sendStaticFile(request, reply, shell);
    };

    admin.get(ADMIN_LOGIN_PATH, async (request, reply) => {
      if (await isSignedIn(request)) return reply.redirect('/admin');
      return sendShell(request, reply);
    });
    const appPage = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!(await isSignedIn(request))) {
        const next = request.url === '/admin' ? '' : `?next=${encodeURIComponent(request.url)}`;
        return reply.redirect(`${ADMIN_LOGIN_PATH}${next}`);
      }
      return sendShell(request, reply);
    };
    admin.get('/admin', appPage);
    admin.get('/admin/*', appPage);

    registerSessionRoutes(admin, deps);
    registerLeadRoutes(admin, deps);
  });
}
