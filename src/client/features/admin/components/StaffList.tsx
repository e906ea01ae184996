import { useEffect, useState, type ReactNode } from 'react';
import { showToast } from '../../../components/toast/toast-store.ts';
import { ADMIN_COPY } from '../admin-copy.ts';
import { Link } from '../admin-router.tsx';
import { formatDateTime } from './format.ts';
import { TableHeadWithActions } from './TableHead.tsx';
import { errorMessage, showActionError, type Loaded } from '../use-admin-data.ts';

/** What a staff list says around its rows; `key` is what names an entry (a number, an address). */
export interface StaffListCopy {
  title: string;
  intro: string;
  columns: readonly string[];
  actions: string;
  empty: string;
  loading: string;
  loadFailed: string;
  openLead: string;
  remove: string;
  removeLabel: (key: string) => string;
  removed: (key: string) => string;
}

/** A staff list page's title (the tab's too) and what the list is for. */
export function StaffListHeading({ copy }: { copy: Pick<StaffListCopy, 'title' | 'intro'> }) {
  useEffect(() => {
    document.title = `${copy.title} | ${ADMIN_COPY.appName}`;
  }, [copy.title]);
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight text-navy-900">{copy.title}</h1>
      <p className="mt-1 max-w-prose text-slate-600">{copy.intro}</p>
    </div>
  );
}

/** " Open the lead" after an entry's source, when the entry came from a lead that is still kept. */
export function LeadLink({ leadId, label }: { leadId: string | null; label: string }) {
  if (!leadId) return null;
  return (
    <>
      {' '}
      <Link href={`/admin/leads/${leadId}`} className="text-ocean-700 underline underline-offset-2">
        {label}
      </Link>
    </>
  );
}

/** A row's Remove button: removes, says so in a toast, and reloads the list; a failure is shown and the button works again. */
function RemoveEntryButton({ entryKey, copy, remove, onRemoved }: { entryKey: string; copy: StaffListCopy; remove: () => Promise<unknown>; onRemoved: () => void }) {
  const [removing, setRemoving] = useState(false);
  const onClick = async () => {
    setRemoving(true);
    try {
      await remove();
      showToast({ title: copy.removed(entryKey) });
      onRemoved();
    } catch (error) {
      showActionError(error);
      setRemoving(false);
    }
  };
  return (
    <button type="button" className="btn-secondary" onClick={() => void onClick()} disabled={removing} aria-label={copy.removeLabel(entryKey)}>
      {copy.remove}
    </button>
  );
}

export interface StaffListProps<T> {
  result: Loaded<readonly T[]> & { reload: () => void };
  copy: StaffListCopy;
  keyOf: (entry: T) => string;
  /** The row's own cells; the list adds when the entry was added and its Remove button. */
  cells: (entry: T) => ReactNode;
  addedAt: (entry: T) => string;
  remove: (entry: T) => Promise<unknown>;
}

/**
 * A list staff keep (the do-not-call numbers, the suppressed addresses): the error, the loading note, "none yet", or
 * the table of its entries, each with when it was added and a Remove button.
 */
export function StaffList<T>({ result, copy, keyOf, cells, addedAt, remove }: StaffListProps<T>) {
  if (result.state === 'error') {
    return (
      <p role="alert" className="card text-red-800">
        {errorMessage(result.error, copy.loadFailed)}
      </p>
    );
  }
  if (result.state === 'loading') {
    return (
      <p className="sr-only" role="status">
        {copy.loading}
      </p>
    );
  }
  if (result.data.length === 0) return <p className="card text-slate-600">{copy.empty}</p>;
  return (
    <div className="card relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{copy.title}</caption>
        <TableHeadWithActions columns={copy.columns} actions={copy.actions} />
        <tbody>
          {result.data.map((entry) => (
            <tr key={keyOf(entry)} className="border-t border-slate-200">
              {cells(entry)}
              <td className="py-3 pr-4 whitespace-nowrap text-slate-600">{formatDateTime(addedAt(entry))}</td>
              <td className="py-3">
                <RemoveEntryButton entryKey={keyOf(entry)} copy={copy} remove={() => remove(entry)} onRemoved={result.reload} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
