import { useState } from 'react';
import { CHANNEL_LABELS, NEW_LEAD_CHANNELS, type DeliveryChannel, type LeadDelivery } from '../../../../shared/leads/lead-model.ts';
import { showToast } from '../../../components/toast/toast-store.ts';
import { leadsApi } from './leads-api.ts';
import { LEADS_COPY } from './leads-copy.ts';
import { formatDateTime } from '../components/format.ts';
import { showActionError } from '../use-admin-data.ts';

const copy = LEADS_COPY.detail;

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

function ChannelHeading({ channel, badge, badgeStyle }: { channel: DeliveryChannel; badge: string; badgeStyle: string }) {
  return (
    <div className="flex items-center justify-between gap-2">
      <span className="font-medium">{CHANNEL_LABELS[channel]}</span>
      <span className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${badgeStyle}`}>{badge}</span>
    </div>
  );
}

/** A channel without configuration on the server: nothing is sent on it and nothing can be retried. */
function NotConfigured({ channel }: { channel: DeliveryChannel }) {
  return (
    <li data-channel={channel}>
      <ChannelHeading channel={channel} badge={copy.notConfigured} badgeStyle={STATUS_STYLES.skipped} />
      <p className="mt-1 text-sm text-slate-600">{copy.notConfiguredHint}</p>
    </li>
  );
}

/**
 * Each channel's notification of the lead, with a manual retry once retries are used up. Channels the
 * server has no configuration for say so instead, without a Retry button.
 */
export function DeliveryList({
  deliveries,
  unconfiguredChannels,
  onRetried,
}: {
  deliveries: readonly LeadDelivery[];
  unconfiguredChannels: readonly DeliveryChannel[];
  onRetried: () => void;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const retry = async (delivery: LeadDelivery) => {
    setBusy(delivery.id);
    try {
      await leadsApi.retryDelivery(delivery.id);
      showToast({ title: copy.retryQueued, description: CHANNEL_LABELS[delivery.channel] });
      onRetried();
    } catch (error) {
      showActionError(error);
    } finally {
      setBusy(null);
    }
  };
  const sendable = deliveries.filter((delivery) => !unconfiguredChannels.includes(delivery.channel));
  return (
    <section aria-labelledby="lead-deliveries" className="card">
      <h2 id="lead-deliveries" className="text-lg font-semibold text-navy-900">
        {copy.deliveries}
      </h2>
      {sendable.length === 0 && unconfiguredChannels.length < NEW_LEAD_CHANNELS.length ? (
        <p className="mt-3 text-sm text-slate-600">{copy.noDeliveries}</p>
      ) : null}
      {sendable.length + unconfiguredChannels.length > 0 ? (
        <ul className="mt-3 space-y-4">
          {sendable.map((delivery) => (
            <li key={delivery.id} data-channel={delivery.channel}>
              <ChannelHeading channel={delivery.channel} badge={copy.deliveryStatus[delivery.status]} badgeStyle={STATUS_STYLES[delivery.status]} />
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
          {unconfiguredChannels.map((channel) => (
            <NotConfigured key={channel} channel={channel} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
