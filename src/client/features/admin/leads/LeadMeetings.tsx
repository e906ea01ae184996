import type { LeadMeeting } from '../../../../shared/booking/meeting-admin-model.ts';
import { ADMIN_COPY } from '../admin-copy.ts';
import { LEADS_COPY } from './leads-copy.ts';
import { Link } from '../admin-router.tsx';
import { formatDayAndTimeIn } from '../components/format.ts';
import { MEETINGS_PATH } from '../use-admin-data.ts';

const copy = LEADS_COPY.detail.meetings;
const words = ADMIN_COPY.meetingWords;

const statusOf = (meeting: LeadMeeting) => (meeting.status === 'booked' && !meeting.upcoming ? words.past : words.status[meeting.status]);

/** The lead's meetings with sales, the latest first, each in the company's time zone. */
export function LeadMeetings({ meetings }: { meetings: readonly LeadMeeting[] }) {
  return (
    <section aria-labelledby="lead-meetings" className="card">
      <h2 id="lead-meetings" className="text-lg font-semibold text-navy-900">
        {copy.title}
      </h2>
      {meetings.length === 0 ? (
        <p className="mt-2 text-slate-600">{copy.none}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200">
          {meetings.map((meeting) => (
            <li key={meeting.id} className="py-2" data-status={meeting.status}>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="font-medium text-slate-600">{copy.when}</dt>
                <dd>
                  <time dateTime={meeting.start}>{`${formatDayAndTimeIn(meeting.start, meeting.timeZone)} ${meeting.timeZoneName}`}</time>
                </dd>
                <dt className="font-medium text-slate-600">{copy.status}</dt>
                <dd>{statusOf(meeting)}</dd>
                <dt className="font-medium text-slate-600">{copy.bookedVia}</dt>
                <dd>{words.bookedVia[meeting.bookedVia]}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <Link href={MEETINGS_PATH} className="mt-3 inline-block font-semibold text-ocean-700 underline underline-offset-2">
        {copy.allMeetings}
      </Link>
    </section>
  );
}
