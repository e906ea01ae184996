import { useState } from 'react';
import { CHANNEL_LABELS, type LeadDelivery } from '../../../shared/leads/lead-model.ts';
import { showToast } from '../../components/toast/toast-store.ts';
import { adminApi } from './admin-api.ts';
import { ADMIN_COPY } from './admin-copy.ts';
import { formatDateTime } from './format.ts';
import { showActionError } from './use-admin-data.ts';

const copy = ADMIN_COPY.detail;

const STATUS_STYLES: Record<LeadDelivery['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  delivered: 'bg-teal-100 text-teal-900',
  failed: 'bg-red-100 text-red-900',
  skipped: 'bg-slate-200 text-slate-800',
};

function describe(delivery: LeadDelivery): string {
  const parts: string[] = [];
  if (delivery.deliveredAt) parts.push(formatDateTime(delivery.deliveredAt));
  if (delivery.attempts > 0) parts.push(copy.attempts(delivery.attempts));
  if (delivery.nextAttemptAt) parts.push(`${copy.nextTry} ${formatDateTime(delivery.nextAttemptAt)}`);
  return parts.join(' · ');
}

/** Each channel's notification of the lead, with a manual retry once retries are used up. */
export function DeliveryList({ deliveries, onRetried }: { deliveries: readonly LeadDelivery[]; onRetried: () => void }) {
  const [busy, setBusy] = useState<string | null>(null);
  const retry = async (delivery: LeadDelivery) => {
    setBusy(delivery.id);
    try {
      await adminApi.retryDelivery(delivery.id);
      showToast({ title: copy.retryQueued, description: CHANNEL_LABELS[delivery.channel] });
      onRetried();
    } catch (error) {
      showActionError(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <section aria-labelledby="lead-deliveries" className="card">
      <h2 id="lead-deliveries" className="text-lg font-semibold text-navy-900">
        {copy.deliveries}
      </h2>
      {deliveries.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{copy.noDeliveries}</p>
      ) : (
        <ul className="mt-3 space-y-4">
          {deliveries.map((delivery) => (
            <li key={delivery.id} data-channel={delivery.channel}>
              <div className="flex items-center justify-between gap-2">
                <span className="font-medium">{CHANNEL_LABELS[delivery.channel]}</span>
                <span className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${STATUS_STYLES[delivery.status]}`}>{copy.deliveryStatus[delivery.status]}</span>
              </div>
              {describe(delivery) ? <p className="mt-1 text-sm text-slate-600">{describe(delivery)}</p> : null}
              {delivery.lastError ? <p className="mt-1 text-sm break-words text-slate-700">{delivery.lastError}</p> : null}
              {delivery.status === 'failed' || delivery.status === 'skipped' ? (
                <button
                  type="button"
                  className="btn-secondary mt-2 min-h-9 px-3 py-1 text-sm"
                  disabled={busy === delivery.id}
                  onClick={() => void retry(delivery)}
                  aria-label={`${copy.retry} ${CHANNEL_LABELS[delivery.channel]}`}
                >
                  {copy.retry}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
