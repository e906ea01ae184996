import type { DoNotCallEntry } from '../../../../shared/leads/lead-model.ts';
import { apiRequest } from '../../../lib/api-request.ts';

const DO_NOT_CALL_API = '/api/admin/do-not-call';

/** The do-not-call list's API: the numbers, adding one, removing one. */
export const doNotCallApi = {
  doNotCallList: async () => ((await (await apiRequest('GET', DO_NOT_CALL_API)).json()) as { numbers: DoNotCallEntry[] }).numbers,
  addDoNotCall: async (phone: string, note: string) => (await (await apiRequest('POST', DO_NOT_CALL_API, { phone, note })).json()) as { phone: string; added: boolean },
  removeDoNotCall: (phone: string) => apiRequest('DELETE', `${DO_NOT_CALL_API}/${encodeURIComponent(phone)}`),
};
