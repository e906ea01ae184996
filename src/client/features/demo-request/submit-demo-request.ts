import type { ContactCreated, ContactInput } from '../../../shared/demo-request/contact-schema.ts';
import { apiRequest } from '../../lib/api-request.ts';

/** POST /api/contacts; used by the demo form and the investor enquiry. */
export async function submitContact(input: ContactInput): Promise<ContactCreated> {
  const response = await apiRequest('POST', '/api/contacts', input);
  return (await response.json()) as ContactCreated;
}
