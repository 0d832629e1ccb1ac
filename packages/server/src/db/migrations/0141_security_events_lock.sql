-- One lock_out event per sign-in lock (docs/product.md#security-event-log): the event carries the
-- lock's id in details.lock, and the refusals after the first are added to it in batches. This
-- index finds a lock's event without scanning every lock-out of the log's twelve months.
CREATE INDEX security_events_lock ON security_events ((details ->> 'lock'), at DESC) WHERE kind = 'lock_out';
