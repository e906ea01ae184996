import { useEffect, useRef } from 'react';
import type { AdminMeeting, AdminMeetingDay, AdminMeetingList } from '../../../../shared/booking/meeting-admin-model.ts';
import { meetingsApi } from './meetings-api.ts';
import { ADMIN_COPY } from '../admin-copy.ts';
import { MEETINGS_COPY } from './meetings-copy.ts';
import { Link, navigate } from '../admin-router.tsx';
import { CancelMeetingButton } from './CancelMeetingButton.tsx';
import { formatDateTime, formatDayAndTimeIn, formatLocalDate, formatTimeIn } from '../components/format.ts';
import { AdminSelect } from '../components/AdminSelect.tsx';
import { MoveMeetingButton } from './MoveMeetingButton.tsx';
import { TableHeadWithActions } from '../components/TableHead.tsx';
import { errorMessage, MEETINGS_PATH, useAdminData } from '../use-admin-data.ts';

const copy = MEETINGS_COPY;
const words = ADMIN_COPY.meetingWords;
const DEFAULT_DAYS = 14;

/** The page's period and whether cancelled meetings show, from its query string (?days=7&cancelled=1). */
function viewFromSearch(search: URLSearchParams) {
  const days = Number(search.get('days'));
  return {
    days: copy.periodOptions.some((option) => option.days === days) ? days : DEFAULT_DAYS,
    includeCancelled: search.get('cancelled') === '1',
  };
}

function viewToPath(view: { days: number; includeCancelled: boolean }): string {
  const query = new URLSearchParams({
    ...(view.days === DEFAULT_DAYS ? {} : { days: String(view.days) }),
    ...(view.includeCancelled ? { cancelled: '1' } : {}),
  }).toString();
  return query ? `${MEETINGS_PATH}?${query}` : MEETINGS_PATH;
}

/** Upcoming meetings with sales by the company's local day; staff move or cancel one from its row. */
export function MeetingsPage({ search }: { search: URLSearchParams }) {
  const view = viewFromSearch(search);
  const result = useAdminData(viewToPath(view), () => meetingsApi.meetings(view.days, view.includeCancelled));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${copy.title} | ${ADMIN_COPY.appName}`;
  }, []);
  // A changed meeting may leave its row (cancelled, or moved to another day): focus goes back to the page's heading.
  const onChanged = () => {
    result.reload();
    heading.current?.focus();
  };
  const total = result.state === 'ready' ? result.data.days.reduce((sum, day) => sum + day.meetings.length, 0) : undefined;

  return (
    <div className="space-y-6">
      <div>
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight text-navy-900 focus:outline-none">
          {copy.title}
        </h1>
        <p className="mt-1 max-w-prose text-slate-600">{copy.intro}</p>
      </div>
      <div className="card flex flex-wrap items-end gap-x-6 gap-y-4">
        <AdminSelect id="meetings-period" label={copy.period} className="w-48" value={view.days} onChange={(days) => navigate(viewToPath({ ...view, days: Number(days) }))}>
          {copy.periodOptions.map((option) => (
            <option key={option.days} value={option.days}>
              {option.label}
            </option>
          ))}
        </AdminSelect>
        <label className="inline-flex min-h-11 items-center gap-2 text-slate-800">
          <input
            type="checkbox"
            className="size-5 accent-ocean-700"
            checked={view.includeCancelled}
            onChange={(event) => navigate(viewToPath({ ...view, includeCancelled: event.target.checked }))}
          />
          {copy.showCancelled}
        </label>
        <p className="min-h-11 content-center text-slate-600" aria-live="polite">
          {total === undefined ? '\u00a0' : copy.count(total)}
        </p>
      </div>
      {result.state === 'error' ? (
        <p role="alert" className="card text-red-800">
          {errorMessage(result.error, copy.loadFailed)}
        </p>
      ) : result.state === 'ready' ? (
        <MeetingDays list={result.data} onChanged={onChanged} />
      ) : (
        <p className="sr-only" role="status">
          {copy.loading}
        </p>
      )}
    </div>
  );
}

function MeetingDays({ list, onChanged }: { list: AdminMeetingList; onChanged: () => void }) {
  return (
    <>
      <p className="text-sm text-slate-600">{words.timesIn(list.timeZoneName, list.timeZone)}</p>
      {list.days.length === 0 ? (
        <p className="card text-slate-600">{copy.empty}</p>
      ) : (
        list.days.map((day) => <MeetingDaySection key={day.date} day={day} list={list} onChanged={onChanged} />)
      )}
    </>
  );
}

function MeetingDaySection({ day, list, onChanged }: { day: AdminMeetingDay; list: AdminMeetingList; onChanged: () => void }) {
  const headingId = `meetings-${day.date}`;
  return (
    <section aria-labelledby={headingId} className="card">
      <h2 id={headingId} className="text-lg font-semibold text-navy-900">
        {formatLocalDate(day.date)}
      </h2>
      <div className="relative mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm" aria-labelledby={headingId}>
          <TableHeadWithActions columns={Object.values(copy.columns)} actions={copy.actions} />
          <tbody>
            {day.meetings.map((meeting) => (
              <MeetingRow key={`${meeting.id}-${meeting.status}`} meeting={meeting} list={list} onChanged={onChanged} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function MeetingRow({ meeting, list, onChanged }: { meeting: AdminMeeting; list: AdminMeetingList; onChanged: () => void }) {
  const { lead } = meeting;
  const name = `${lead.firstName} ${lead.lastName}`;
  const when = `${formatDayAndTimeIn(meeting.start, list.timeZone)} ${list.timeZoneName}`;
  const cancelled = meeting.status === 'cancelled';
  return (
    <tr className="border-t border-slate-200 align-top" data-status={meeting.status}>
      <td className="py-3 pr-4 font-medium whitespace-nowrap">
        <time dateTime={meeting.start}>{formatTimeIn(meeting.start, list.timeZone)}</time>–
        <time dateTime={meeting.end}>{formatTimeIn(meeting.end, list.timeZone)}</time>
      </td>
      <td className="py-3 pr-4">
        <Link href={lead.adminUrl} className="font-semibold text-ocean-700 underline underline-offset-2">
          {name}
        </Link>
        <div className="text-slate-600">{lead.company}</div>
      </td>
      <td className="py-3 pr-4">
        {/* Two links stacked: each at least 24 px high (WCAG 2.5.8). */}
        <a className="inline-flex min-h-6 items-center break-all text-ocean-700 underline" href={`mailto:${lead.email}`}>
          {lead.email}
        </a>
        {lead.phone ? (
          <div>
            <a className="inline-flex min-h-6 items-center text-ocean-700 underline" href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>
              {lead.phone}
            </a>
          </div>
        ) : null}
      </td>
      <td className="py-3 pr-4">
        {words.bookedVia[meeting.bookedVia]}
        {meeting.call?.placedAt ? <div className="text-slate-600">{copy.callAt(formatDateTime(meeting.call.placedAt))}</div> : null}
      </td>
      <td className="py-3 pr-4">
        <span className={cancelled ? 'font-semibold text-red-800' : 'text-slate-800'}>{words.status[meeting.status]}</span>
      </td>
      <td className="py-3">
        {cancelled ? null : (
          <div className="flex flex-wrap gap-2">
            <MoveMeetingButton meeting={meeting} name={name} when={when} onMoved={onChanged} />
            <CancelMeetingButton meeting={meeting} name={name} when={when} onCancelled={onChanged} />
          </div>
        )}
      </td>
    </tr>
  );
}
