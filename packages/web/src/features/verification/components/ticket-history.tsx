import { Accordion, Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTickets } from '../api/get-tickets';
import { emptyTicketFilter, isTicketFilterSet, ticketQueryOf, type TicketFilterValues } from '../lib/ticket-filter';
import { TicketFilters } from './ticket-filters';
import { TicketHistoryRow } from './ticket-history-row';

/** How long typing pauses before the search asks the server. */
const searchDelayMs = 300;

interface TicketHistoryProps {
  showUser: boolean;
  /** The ticket whose inputs "Повторить" is loading, if any. */
  repeatingId: string | null;
  /** False while a run is on: its answers would land on the form "Повторить" just filled. */
  canRepeat: boolean;
  onRepeat: (id: string) => void;
}

/**
 * The verification history (docs/product.md#ticket-history, issue 23 §6): newest first, searched and filtered on the
 * server, "show more" appending the next page. "No checks yet" and "nothing matches these filters"
 * are told apart, the latter with a way out.
 */
export function TicketHistory({ showUser, repeatingId, canRepeat, onRepeat }: TicketHistoryProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<string | null>(null);
  const [filter, setFilter] = useState<TicketFilterValues>(emptyTicketFilter);
  const [search] = useDebouncedValue(filter.search, searchDelayMs);
  const query = ticketQueryOf({ ...filter, search });
  const { data, isPending, isError, isPlaceholderData, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useTickets(query);
  const tickets = data?.pages.flatMap((page) => page.results) ?? [];
  const count = data?.pages[0]?.count ?? 0;
  const isFiltered = isTicketFilterSet(filter);
  const handleFilterChange = (next: Partial<TicketFilterValues>) => setFilter((current) => ({ ...current, ...next }));

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      className="verification-no-print"
      component="section"
      aria-labelledby="verification-history"
    >
      <Title order={2} size="h4" mb="sm" id="verification-history">
        {t('verification.history.title')}
      </Title>
      <Stack gap="sm">
        <TicketFilters values={filter} onChange={handleFilterChange} />
        <Group gap="xs" mih={24} aria-live="polite">
          {isPending || isPlaceholderData ? <Loader size="xs" aria-hidden /> : null}
          {isPending || isPlaceholderData ? (
            <Text size="sm" c="dimmed">
              {t('verification.history.loading')}
            </Text>
          ) : null}
          {!isPending && !isPlaceholderData && !isError && isFiltered && count > 0 ? (
            <Text size="sm" c="dimmed" data-testid="ticket-history-count">
              {t('verification.history.found', { count })}
            </Text>
          ) : null}
        </Group>
        {isError ? (
          <Alert color="red" variant="light" role="alert" title={t('verification.history.failed')}>
            <Button size="xs" variant="light" color="red" onClick={() => void refetch()}>
              {t('verification.history.retry')}
            </Button>
          </Alert>
        ) : null}
        {!isPending && !isError && tickets.length === 0 ? (
          isFiltered ? (
            <Stack gap="xs" align="flex-start" data-testid="ticket-history-no-match">
              <Text c="dimmed">{t('verification.history.no_match')}</Text>
              <Button variant="default" size="xs" onClick={() => setFilter(emptyTicketFilter)}>
                {t('verification.history.clear_filters')}
              </Button>
            </Stack>
          ) : (
            <Text c="dimmed" data-testid="ticket-history-empty">
              {t('verification.history.empty')}
            </Text>
          )
        ) : null}
        <Accordion
          value={opened}
          onChange={setOpened}
          variant="separated"
          data-testid="ticket-history"
          aria-busy={isPlaceholderData}
        >
          {tickets.map((ticket) => (
            <TicketHistoryRow
              key={ticket.id}
              ticket={ticket}
              isOpen={opened === ticket.id}
              showUser={showUser}
              isRepeating={repeatingId === ticket.id}
              canRepeat={canRepeat && repeatingId === null}
              onRepeat={onRepeat}
            />
          ))}
        </Accordion>
        {hasNextPage ? (
          <Group>
            <Button variant="default" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
              {t('verification.history.show_more')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
