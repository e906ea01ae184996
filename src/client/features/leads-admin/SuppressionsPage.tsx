import { useEffect, useState } from 'react';
import { SUPPRESSION_REASON_LABELS, type SuppressedAddress } from '../../../shared/leads/suppression-model.ts';
import { showToast } from '../../components/toast/toast-store.ts';
import { apiRequest } from '../../lib/api-request.ts';
import { ADMIN_COPY } from './admin-copy.ts';
import { Link } from './admin-router.tsx';
import { formatDateTime } from './format.ts';
import { TableHeadWithActions } from './TableHead.tsx';
import { errorMessage, showActionError, useAdminData } from './use-admin-data.ts';

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

const copy = SUPPRESSIONS_COPY;

function AddressRow({ entry, onRemoved }: { entry: SuppressedAddress; onRemoved: () => void }) {
  const [removing, setRemoving] = useState(false);
  const remove = async () => {
    setRemoving(true);
    try {
      await suppressionsApi.remove(entry.address);
      showToast({ title: copy.removed(entry.address) });
      onRemoved();
    } catch (error) {
      showActionError(error);
      setRemoving(false);
    }
  };
  return (
    <tr className="border-t border-slate-200">
      <td className="py-3 pr-4 font-medium break-all">{entry.address}</td>
      <td className="py-3 pr-4">
        {SUPPRESSION_REASON_LABELS[entry.reason]}
        {entry.leadId ? (
          <>
            {' '}
            <Link href={`/admin/leads/${entry.leadId}`} className="text-ocean-700 underline underline-offset-2">
              {copy.openLead}
            </Link>
          </>
        ) : null}
      </td>
      <td className="py-3 pr-4 whitespace-nowrap text-slate-600">{formatDateTime(entry.suppressedAt)}</td>
      <td className="py-3">
        <button type="button" className="btn-secondary" onClick={() => void remove()} disabled={removing} aria-label={copy.removeLabel(entry.address)}>
          {copy.remove}
        </button>
      </td>
    </tr>
  );
}

/** The addresses no mail of ours reaches: when and why each joined, and a way for staff to take one off. */
export function SuppressionsPage() {
  const result = useAdminData('suppressions', suppressionsApi.list);
  useEffect(() => {
    document.title = `${copy.title} | ${ADMIN_COPY.appName}`;
  }, []);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-navy-900">{copy.title}</h1>
        <p className="mt-1 max-w-prose text-slate-600">{copy.intro}</p>
      </div>
      {result.state === 'error' ? (
        <p role="alert" className="card text-red-800">
          {errorMessage(result.error, copy.loadFailed)}
        </p>
      ) : result.state === 'ready' ? (
        result.data.length === 0 ? (
          <p className="card text-slate-600">{copy.empty}</p>
        ) : (
          <div className="card overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{copy.title}</caption>
              <TableHeadWithActions columns={copy.columns} actions={copy.actions} />
              <tbody>
                {result.data.map((entry) => (
                  <AddressRow key={entry.address} entry={entry} onRemoved={result.reload} />
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : (
        <p className="sr-only" role="status">
          {copy.loading}
        </p>
      )}
    </div>
  );
}
