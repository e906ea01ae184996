import { SUPPRESSION_REASON_LABELS, type SuppressedAddress } from '../../../../shared/leads/suppression-model.ts';
import { apiRequest } from '../../../lib/api-request.ts';
import { LeadLink, StaffList, StaffListHeading } from '../components/StaffList.tsx';
import { useAdminData } from '../use-admin-data.ts';
import { SUPPRESSIONS_COPY } from './suppressions-copy.ts';

export const SUPPRESSIONS_PATH = '/admin/suppressions';

const SUPPRESSIONS_API = '/api/admin/suppressions';

export const suppressionsApi = {
  list: async () => ((await (await apiRequest('GET', SUPPRESSIONS_API)).json()) as { addresses: SuppressedAddress[] }).addresses,
  remove: (address: string) => apiRequest('DELETE', `${SUPPRESSIONS_API}/${encodeURIComponent(address)}`),
};

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
