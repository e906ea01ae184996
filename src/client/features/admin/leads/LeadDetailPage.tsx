import { ArrowLeft } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { industryLabel, LANGUAGE_LABELS, LEAD_STATUSES, SOURCE_LABELS, STATUS_LABELS, type LeadDetail, type LeadStatus } from '../../../../shared/leads/lead-model.ts';
import { showToast } from '../../../components/toast/toast-store.ts';
import { ApiError } from '../../../lib/api-request.ts';
import { leadsApi } from './leads-api.ts';
import { ADMIN_COPY } from '../admin-copy.ts';
import { LEADS_COPY } from './leads-copy.ts';
import { Link } from '../admin-router.tsx';
import { CallBackPanel } from './CallBackPanel.tsx';
import { CallResultPanel, LeadSourcePanel } from './CallLearnedPanels.tsx';
import { ChatTranscript } from './ChatTranscript.tsx';
import { BookingLinksPanel } from './BookingLinksPanel.tsx';
import { DeleteLeadButton } from './DeleteLeadButton.tsx';
import { DeliveryList } from './DeliveryList.tsx';
import { formatDateTime } from '../components/format.ts';
import { AdminSelect } from '../components/AdminSelect.tsx';
import { LeadMeetings } from './LeadMeetings.tsx';
import { LeadNotes } from './LeadNotes.tsx';
import { errorMessage, showActionError, useAdminData } from '../use-admin-data.ts';

const copy = LEADS_COPY.detail;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-slate-900 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

const notGiven = <span className="text-slate-500">{copy.notGiven}</span>;

export function LeadDetailPage({ id }: { id: string }) {
  const result = useAdminData(id, () => leadsApi.lead(id));
  const name = result.state === 'ready' ? `${result.data.firstName} ${result.data.lastName}` : '';
  useEffect(() => {
    if (name) document.title = `${name} | ${ADMIN_COPY.appName}`;
  }, [name]);

  return (
    <div className="space-y-6">
      <Link href="/admin" className="inline-flex items-center gap-2 font-semibold text-ocean-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {copy.back}
      </Link>
      {result.state === 'loading' ? (
        <p className="sr-only" role="status">
          Loading…
        </p>
      ) : result.state === 'error' ? (
        <p role="alert" className="card text-red-800">
          {result.error instanceof ApiError && result.error.status === 404 ? copy.notFound : errorMessage(result.error, copy.loadFailed)}
        </p>
      ) : (
        <LeadView lead={result.data} reload={result.reload} />
      )}
    </div>
  );
}

function LeadView({ lead, reload }: { lead: LeadDetail; reload: () => void }) {
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-navy-900">
            {lead.firstName} {lead.lastName}
          </h1>
          <p className="mt-1 text-slate-600">{lead.company}</p>
        </div>
        <StatusSelect lead={lead} />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="lead-fields" className="card lg:col-span-2">
          <h2 id="lead-fields" className="sr-only">
            Details
          </h2>
          <dl className="divide-y divide-slate-200">
            <Field label={copy.fields.received}>{formatDateTime(lead.createdAt)}</Field>
            <Field label={copy.fields.email}>
              <a className="break-all text-ocean-700 underline" href={`mailto:${lead.email}`}>
                {lead.email}
              </a>
            </Field>
            <Field label={copy.fields.phone}>
              {lead.phone ? (
                <a className="text-ocean-700 underline" href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>
                  {lead.phone}
                </a>
              ) : (
                notGiven
              )}
            </Field>
            <Field label={copy.fields.company}>{lead.company}</Field>
            <Field label={copy.fields.industry}>{industryLabel(lead.industry) || notGiven}</Field>
            <Field label={copy.fields.source}>{SOURCE_LABELS[lead.source]}</Field>
            <Field label={copy.fields.language}>{LANGUAGE_LABELS[lead.language]}</Field>
            <Field label={copy.fields.message}>{lead.message ? <p className="whitespace-pre-wrap">{lead.message}</p> : notGiven}</Field>
            {lead.isSpam ? <Field label={copy.fields.spam}>{copy.spamYes}</Field> : null}
            <Field label={copy.fields.id}>
              <code className="text-sm break-all">{lead.id}</code>
            </Field>
          </dl>
        </section>
        <div className="space-y-6">
          {lead.meetings ? <LeadMeetings meetings={lead.meetings} /> : null}
          {lead.bookingLinksRevokedAt !== undefined ? <BookingLinksPanel lead={lead} onRevoked={reload} /> : null}
          {lead.callBack ? <CallBackPanel leadId={lead.id} callBack={lead.callBack} onPlaced={reload} /> : null}
          {lead.callResult !== undefined ? <CallResultPanel result={lead.callResult} /> : null}
          {lead.attribution ? <LeadSourcePanel attribution={lead.attribution} /> : null}
          <DeliveryList deliveries={lead.deliveries} unconfiguredChannels={lead.unconfiguredChannels} onRetried={reload} />
          <DeleteLeadButton lead={lead} />
        </div>
      </div>
      {lead.relayedTranscript?.length ? <ChatTranscript kind="relayed" transcript={lead.relayedTranscript} /> : null}
      {lead.browserTranscript?.length ? <ChatTranscript kind="browser" transcript={lead.browserTranscript} /> : null}
      <LeadNotes lead={lead} onAdded={reload} />
    </>
  );
}

function StatusSelect({ lead }: { lead: LeadDetail }) {
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [saving, setSaving] = useState(false);
  const change = async (next: LeadStatus) => {
    const previous = status;
    setStatus(next);
    setSaving(true);
    try {
      await leadsApi.setStatus(lead.id, next);
      showToast({ title: copy.statusSaved, description: STATUS_LABELS[next] });
    } catch (error) {
      setStatus(previous);
      showActionError(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <AdminSelect id="lead-status-select" label={copy.status} className="w-48" value={status} busy={saving} onChange={(next) => void change(next as LeadStatus)}>
      {LEAD_STATUSES.map((value) => (
        <option key={value} value={value}>
          {STATUS_LABELS[value]}
        </option>
      ))}
    </AdminSelect>
  );
}
