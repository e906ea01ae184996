import type { ChatLeadInput, ContactCreated, ContactInput } from '../../../shared/demo-request/contact-schema.ts';
import { apiRequest } from '../../lib/api-request.ts';

/** POST /api/contacts; used by the demo form, the investor enquiry and the chat's lead form. */
export async function submitContact(input: ContactInput | (ChatLeadInput & { source: 'chat' })): Promise<ContactCreated> {
  const response = await apiRequest('POST', '/api/contacts', input);
  return (await response.json()) as ContactCreated;
}
