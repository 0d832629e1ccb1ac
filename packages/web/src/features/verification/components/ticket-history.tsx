import { Accordion, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { formatList } from '@/shared/format/list';
import { useLocale } from '@/shared/i18n/use-locale';
import { useTickets } from '../api/get-tickets';
import { EvidenceDownload } from './evidence-download';
import { TicketResults } from './ticket-results';

/** The verification history (SPEC §4): newest first, "show more" appends the next page. */
export function TicketHistory({ showUser }: { showUser: boolean }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const [opened, setOpened] = useState<string | null>(null);
  const { data, isPending, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = useTickets();
  const tickets = data?.pages.flatMap((page) => page.results) ?? [];

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
      {isError ? <Text c="red.8">{t('verification.history.failed')}</Text> : null}
      {!isPending && !isError && tickets.length === 0 ? (
        <Text c="dimmed">{t('verification.history.empty')}</Text>
      ) : null}
      <Stack gap="sm">
        <Accordion value={opened} onChange={setOpened} variant="separated" data-testid="ticket-history">
          {tickets.map((ticket) => (
            <Accordion.Item key={ticket.id} value={ticket.id} data-testid="ticket-history-row">
              {/* The download sits beside the row's control, below it on a phone. */}
              <Group gap={0} wrap="wrap" align="center">
                <Accordion.Control style={{ flex: '1 1 18rem', minWidth: 0 }}>
                  <Group gap="xs" wrap="wrap">
                    <Text fw={500}>{formatDateTime(ticket.created_at)}</Text>
                    <Text size="sm" c="dimmed">
                      {ticket.checks.length > 0
                        ? formatList(
                            ticket.checks.map((check) => t(`verification.checks.${check}`, { defaultValue: check })),
                            locale,
                          )
                        : t('verification.history.no_results')}
                    </Text>
                    {showUser ? (
                      <Text size="sm" c="dimmed">
                        {t('verification.history.user', { username: ticket.user.username })}
                      </Text>
                    ) : null}
                  </Group>
                </Accordion.Control>
                <Box px="md" pb={{ base: 'sm', sm: 0 }}>
                  <EvidenceDownload
                    ticket={ticket.id}
                    label={t('verification.evidence.history_label', { date: formatDateTime(ticket.created_at) })}
                  />
                </Box>
              </Group>
              <Accordion.Panel>
                <TicketResults id={ticket.id} isOpen={opened === ticket.id} />
              </Accordion.Panel>
            </Accordion.Item>
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
