import { LIBRARY_LIMITS as L, validateEventEdit, type EventView } from '@solar/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { useRevalidateAdmin } from '../api';
import { CONTENT_ADMIN_LISTS, contentAdminApi, useAdminEvents, type EventRequest } from '../api/contentAdmin';
import { paths } from '../paths';
import { FormActions, TextAreaField, TextField } from '../shared/components/FormField';
import { Modal } from '../shared/components/Modal';
import { applyServerErrors, contractResolver, reportFailure } from '../shared/formErrors';
import { showSuccess } from '../shared/toast';
import { AddButton, ContentAdminPage, ContentTable, useConfirmedDelete, useEditing } from './ContentAdminParts';
import { CONTENT_ADMIN_TEXT } from './ContentAdminText';
import { fromLocalInput, toLocalInput } from './merchFields';
import { formatDateTime, ReadState } from './parts';
import { ADMIN_TEXT } from './text';

const T = CONTENT_ADMIN_TEXT.events;
const F = T.fields;

interface EventValues {
  title: string;
  summary: string;
  is_online: boolean;
  location: string;
  starts_at: string;
  ends_at: string;
  register_url: string;
}

const FIELDS = ['title', 'summary', 'is_online', 'location', 'starts_at', 'ends_at', 'register_url'] as const;

/** The form's values as the API takes them: the times as ISO-8601 from the browser's local time. */
const requestOf = (values: EventValues): EventRequest => ({
  title: values.title.trim(),
  summary: values.summary.trim(),
  is_online: values.is_online,
  location: values.location.trim(),
  starts_at: fromLocalInput(values.starts_at) ?? '',
  ends_at: fromLocalInput(values.ends_at) ?? '',
  register_url: values.register_url.trim(),
});

const isPast = (event: EventView) => Date.parse(event.ends_at) < Date.now();

const StatusBadge = ({ event }: { event: EventView }) =>
  isPast(event) ? <span className="badge text-bg-secondary">{T.past}</span> : <span className="badge text-bg-success">{T.upcoming}</span>;

/** /trader/trader-admin/content/events: every event, the latest first; added, changed and deleted here. */
export function ContentAdminEventsPage() {
  const events = useAdminEvents();
  const { editing, startNew, edit, close } = useEditing<EventView>();
  const removal = useConfirmedDelete<EventView>({
    title: (event) => T.confirmDelete(event.title),
    remove: (event) => contentAdminApi.deleteEvent(event.id),
    listKey: CONTENT_ADMIN_LISTS.events,
  });

  return (
    <ContentAdminPage
      page="content/events"
      intro={T.intro}
      actions={
        <div className="d-flex flex-wrap gap-2">
          <Link to={paths.events} className="btn btn-sm btn-outline-secondary">
            {CONTENT_ADMIN_TEXT.view}
          </Link>
          <AddButton label={T.add} onClick={startNew} />
        </div>
      }
    >
      {editing !== null && <EventForm event={editing === 'new' ? null : editing} onClose={close} />}
      {removal.dialog}
      <ReadState read={events} empty={T.empty} isEmpty={(data) => data.length === 0}>
        {(data) => (
          <ContentTable
            label={T.intro}
            rows={data}
            rowKey={(event) => String(event.id)}
            name={(event) => event.title}
            onEdit={edit}
            onDelete={removal.ask}
            columns={[
              {
                header: T.columns.title,
                cell: (event) => (
                  <span className="d-block text-break" style={{ minWidth: '10rem' }}>
                    <span className="fw-semibold">{event.title}</span>
                    {/* What the hidden columns say, on a phone. */}
                    <span className="d-block d-md-none small">
                      {formatDateTime(event.starts_at)} · {event.is_online ? T.online : event.location} <StatusBadge event={event} />
                    </span>
                    <span className="d-block small text-secondary text-break">
                      <i className="bi bi-link-45deg" aria-hidden="true" /> {event.register_url}
                    </span>
                  </span>
                ),
              },
              {
                header: T.columns.when,
                className: 'text-nowrap d-none d-md-table-cell',
                cell: (event) => (
                  <>
                    {formatDateTime(event.starts_at)}
                    <span className="d-block text-secondary">→ {formatDateTime(event.ends_at)}</span>
                  </>
                ),
              },
              { header: T.columns.where, className: 'd-none d-lg-table-cell', cell: (event) => (event.is_online ? T.online : event.location) },
              { header: T.columns.status, className: 'd-none d-md-table-cell', cell: (event) => <StatusBadge event={event} /> },
            ]}
          />
        )}
      </ReadState>
    </ContentAdminPage>
  );
}

/** Adds (POST admin/content/events) or changes (PUT admin/content/events/{id}) one event. */
export function EventForm({ event, onClose }: { event: EventView | null; onClose: () => void }) {
  const onlineId = useId();
  const revalidate = useRevalidateAdmin();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<EventValues>({
    defaultValues: {
      title: event?.title ?? '',
      summary: event?.summary ?? '',
      is_online: event?.is_online ?? true,
      location: event && !event.is_online ? event.location : '',
      starts_at: toLocalInput(event?.starts_at),
      ends_at: toLocalInput(event?.ends_at),
      register_url: event?.register_url ?? '/contact-us',
    },
    resolver: contractResolver((values) => validateEventEdit(requestOf(values as unknown as EventValues) as unknown as Record<string, unknown>)),
  });
  const online = watch('is_online');

  const submit = handleSubmit(async (values) => {
    try {
      const body = requestOf(values);
      const { message } = event ? await contentAdminApi.updateEvent(event.id, body) : await contentAdminApi.createEvent(body);
      if (message) showSuccess(message);
      await revalidate(CONTENT_ADMIN_LISTS.events);
      onClose();
    } catch (error) {
      if (!applyServerErrors(error, FIELDS, setError)) reportFailure(error);
    }
  });

  return (
    <Modal title={event ? T.editTitle : T.addTitle} onClose={onClose} size="lg">
      <form noValidate onSubmit={submit} aria-label={event ? T.editTitle : T.addTitle}>
        <TextField label={F.title} maxLength={L.eventTitleMax} autoFocus registration={register('title')} error={errors.title} />
        <TextAreaField label={F.summary} rows={3} maxLength={L.eventSummaryMax} registration={register('summary')} error={errors.summary} />
        <div className="form-check form-switch mb-2">
          <input id={onlineId} type="checkbox" role="switch" className="form-check-input" {...register('is_online')} />
          <label htmlFor={onlineId} className="form-check-label">
            {F.online}
          </label>
        </div>
        <TextField
          label={F.location}
          maxLength={L.eventLocationMax}
          placeholder={online ? T.online : ''}
          hint={T.locationHint}
          registration={register('location')}
          error={errors.location}
        />
        <div className="row g-2">
          <TextField
            label={F.startsAt}
            type="datetime-local"
            className="col-sm-6 mb-3"
            hint={T.timeHint}
            registration={register('starts_at')}
            error={errors.starts_at}
          />
          <TextField label={F.endsAt} type="datetime-local" className="col-sm-6 mb-3" registration={register('ends_at')} error={errors.ends_at} />
        </div>
        <TextField label={F.registerUrl} maxLength={L.urlMax} hint={T.registerHint} registration={register('register_url')} error={errors.register_url} />
        <FormActions busy={isSubmitting} submitLabel={ADMIN_TEXT.common.save} cancelLabel={ADMIN_TEXT.common.cancel} onCancel={onClose} />
      </form>
    </Modal>
  );
}
