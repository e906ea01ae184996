import type { LeadDetail } from '../../../../shared/leads/lead-model.ts';
import { showToast } from '../../../components/toast/toast-store.ts';
import { leadsApi } from './leads-api.ts';
import { LEADS_COPY } from './leads-copy.ts';
import { ConfirmDialog, useConfirmStep } from '../components/ConfirmDialog.tsx';
import { formatDateTime } from '../components/format.ts';

const copy = LEADS_COPY.detail.bookingLinks;

/** The lead's booking links: when staff last revoked them, and revoking every one handed out so far (after a confirm step). */
export function BookingLinksPanel({ lead, onRevoked }: { lead: Pick<LeadDetail, 'id' | 'bookingLinksRevokedAt'>; onRevoked: () => void }) {
  const revoke = useConfirmStep({
    run: () => leadsApi.revokeBookingLinks(lead.id),
    onDone: ({ revokedAt }) => {
      showToast({ title: copy.revoked, description: formatDateTime(revokedAt) });
      onRevoked();
    },
  });
  return (
    <section aria-labelledby="lead-booking-links" className="card">
      <h2 id="lead-booking-links" className="text-lg font-semibold text-navy-900">
        {copy.title}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{copy.intro}</p>
      <p className="mt-2 text-sm" data-testid="booking-links-revoked">
        {lead.bookingLinksRevokedAt ? copy.lastRevoked(formatDateTime(lead.bookingLinksRevokedAt)) : copy.neverRevoked}
      </p>
      <button type="button" className="btn-secondary mt-3" onClick={revoke.open}>
        {copy.revoke}
      </button>
      <ConfirmDialog {...revoke.dialog} title={copy.revokeTitle} keepLabel={copy.keep} confirmLabel={revoke.dialog.busy ? copy.revoking : copy.revokeConfirm}>
        {copy.revokeText}
      </ConfirmDialog>
    </section>
  );
}
