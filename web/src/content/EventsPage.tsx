import type { EventView } from '@solar/contracts';
import { useUpcomingEvents } from '../api/content';
import { ErrorAlert, Loading } from '../shared/components/ApiStatus';
import { Breadcrumbs } from '../shared/components/Breadcrumbs';
import { usePageTitle } from '../shared/hooks/usePageTitle';
import { NewsletterForm } from './NewsletterForm';

const TITLE = 'Events';

const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'America/New_York' });
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'America/New_York' });

function EventCard({ event }: { event: EventView }) {
  const starts = new Date(event.starts_at);
  const ends = new Date(event.ends_at);
  const external = /^https?:/i.test(event.register_url);
  return (
    <div className="card h-100 shadow-sm">
      <div className="card-body d-flex flex-column">
        <p className="small text-uppercase fw-semibold text-amber mb-1">
          <i className={`bi ${event.is_online ? 'bi-camera-video' : 'bi-geo-alt'} me-1`} aria-hidden="true" />
          {event.location}
        </p>
        <h2 className="h5 card-title">{event.title}</h2>
        <p className="mb-2">
          <time dateTime={event.starts_at}>{dayFormat.format(starts)}</time>
          <br />
          <span className="text-secondary">
            {timeFormat.format(starts)} – {timeFormat.format(ends)} EST
          </span>
        </p>
        <p className="card-text text-secondary flex-grow-1">{event.summary}</p>
        <a className="btn btn-outline-dark align-self-start" href={event.register_url} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          Ask for a seat
        </a>
      </div>
    </div>
  );
}

/** /events: what is coming up, soonest first. */
export function EventsPage() {
  usePageTitle(TITLE);
  const { data, error, mutate } = useUpcomingEvents();
  return (
    <div className="container py-4 py-lg-5">
      <Breadcrumbs title={TITLE} />
      <h1 className="h2 mt-3 mb-2">{TITLE}</h1>
      <p className="lead text-secondary">Webinars and office hours for buyers and sellers of solar equipment.</p>
      {error && <ErrorAlert error={error} onRetry={() => void mutate()} />}
      {!data && !error && <Loading />}
      {data && data.items.length === 0 && (
        <p className="text-secondary">No events are planned right now. Sign up for the newsletter to hear about the next one.</p>
      )}
      {data && data.items.length > 0 && (
        <ul className="list-unstyled row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3 mb-0">
          {data.items.map((event) => (
            <li className="col" key={event.id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      )}
      <section className="mt-5 p-4 rounded-3 bg-light" aria-labelledby="events-newsletter">
        <h2 id="events-newsletter" className="h5">
          Hear about the next event
        </h2>
        <NewsletterForm />
      </section>
    </div>
  );
}
