import { SUPPRESSION_REASON_LABELS, type SuppressedAddress } from '../../../../shared/leads/suppression-model.ts';
import { apiRequest } from '../../../lib/api-request.ts';
import { LeadLink, StaffList, StaffListHeading } from '../components/StaffList.tsx';
import { useAdminData } from '../use-admin-data.ts';

export const SUPPRESSIONS_PATH = '/admin/suppressions';

const SUPPRESSIONS_API = '/api/admin/suppressions';

export const suppressionsApi = {
  list: async () => ((await (await apiRequest('GET', SUPPRESSIONS_API)).json()) as { addresses: SuppressedAddress[] }).addresses,
  remove: (address: string) => apiRequest('DELETE', `${SUPPRESSIONS_API}/${encodeURIComponent(address)}`),
};

export const SUPPRESSIONS_COPY = {
  nav: 'No e-mail',
  title: 'E-mail suppression list',
  intro:
    'No e-mail goes to these addresses, whichever lead names them: their owner said "this wasn’t me" on a meeting invitation (the meeting was cancelled) or unsubscribed from their mail client. Addresses are shown as they are compared: lower case, without a +tag, Gmail without dots. Remove one only when its owner asks for our e-mail again.',
  columns: ['Address', 'Why', 'Since'],
  actions: 'Actions',
  openLead: 'Open the lead',
  remove: 'Remove',
  removeLabel: (address: string) => `Remove ${address} from the suppression list`,
  removed: (address: string) => `${address} may get our e-mail again.`,
  empty: 'No addresses yet.',
  loading: 'Loading…',
  loadFailed: 'The list could not be loaded. Please try again.',
} as const;

/** The addresses no mail of ours reaches: when and why each joined, and a way for staff to take one off. */
export function SuppressionsPage() {
  const result = useAdminData('suppressions', suppressionsApi.list);
  const copy = SUPPRESSIONS_COPY;
  return (
    <div className="space-y-6">
      <StaffListHeading copy={copy} />
      <StaffList
        result={result}
        copy={copy}
        keyOf={(entry) => entry.address}
        cells={(entry) => (
          <>
            <td className="py-3 pr-4 font-medium break-all">{entry.address}</td>
            <td className="py-3 pr-4">
              {SUPPRESSION_REASON_LABELS[entry.reason]}
              <LeadLink leadId={entry.leadId} label={copy.openLead} />
            </td>
          </>
        )}
        addedAt={(entry) => entry.suppressedAt}
        remove={(entry) => suppressionsApi.remove(entry.address)}
      />
    </div>
  );
}
