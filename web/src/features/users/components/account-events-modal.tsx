/** An account's recent events (spec 01 §7 GET /v1/account_events account_ids), newest first. */
import { useQuery } from '@tanstack/react-query';
import { DetailsModal } from '#/components/crud/details-modal.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Spinner } from '#/components/ui/spinner.tsx';
import type { Account } from '#/lib/people-queries.ts';
import { readFormError } from '#/lib/read-form-error.ts';
import { useTimeZone } from '#/lib/time-zone.ts';
import { formatDateTime } from '#/utils/format-post.ts';
import { userQueries } from '../api/users.ts';

const SHOWN = 20;

export function AccountEventsModal({ user, onClose }: { user: Account; onClose: () => void }) {
  const events = useQuery(userQueries.events(user.id));
  const timeZone = useTimeZone();
  return (
    <DetailsModal title={`Activity of ${user.fullName}`} onClose={onClose}>
      {events.isPending ? (
        <Spinner label="Loading activity" />
      ) : events.isError ? (
        <div className="card__actions" role="alert">
          <span>{readFormError(events.error).join(' ')}</span>
          <Button variant="secondary" className="button--small" onPress={() => void events.refetch()}>
            Retry
          </Button>
        </div>
      ) : events.data.length === 0 ? (
        <p className="form__status">No activity recorded for this account yet.</p>
      ) : (
        <ol className="account-events">
          {events.data.slice(0, SHOWN).map((event) => (
            <li key={event.id} className="account-events__item">
              <time dateTime={event.createdAt} className="account-events__time">
                {formatDateTime(event.createdAt, timeZone)}
              </time>
              <span>{event.description}</span>
            </li>
          ))}
        </ol>
      )}
    </DetailsModal>
  );
}
