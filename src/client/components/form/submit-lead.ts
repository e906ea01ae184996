import type { ChatLeadInput, LeadCreated, LeadInput } from '../../../shared/leads/lead-schema.ts';
import { apiRequest } from '../../lib/api-request.ts';

/** POST /api/contacts; used by the demo form, the investor form and the chat's lead form. */
export async function submitLead(input: LeadInput | (ChatLeadInput & { source: 'chat' })): Promise<LeadCreated> {
  const response = await apiRequest('POST', '/api/contacts', input);
  return (await response.json()) as LeadCreated;
}
