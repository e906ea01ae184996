import type { AdminIdentity } from '../../../shared/leads/lead-model.ts';
import { apiRequest, readJson } from '../../lib/api-request.ts';

/** The staff session: signing in and out, and who is signed in. Each area has its own API beside its pages. */
export const adminApi = {
  signIn: async (username: string, password: string) =>
    (await (await apiRequest('POST', '/api/admin/session', { username, password })).json()) as AdminIdentity,
  signOut: () => apiRequest('DELETE', '/api/admin/session'),
  /** null when not signed in. */
  identity: () => readJson<AdminIdentity>(['/api/admin/session'], 'returnNull'),
};
