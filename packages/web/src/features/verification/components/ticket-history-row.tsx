import type { TicketSummary } from '@cargo-sentry/contracts/verification/tickets';
import { Accordion, Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { formatList } from '@/shared/format/list';
import { useLocale } from '@/shared/i18n/use-locale';
import { EvidenceDownload } from './evidence-download';
import { StandingBadge } from './standing-badge';
import { TicketResults } from './ticket-results';

interface TicketHistoryRowProps {
  ticket: TicketSummary;
  isOpen: boolean;
  showUser: boolean;
  isRepeating: boolean;
  canRepeat: boolean;
  onRepeat: (id: string) => void;
}

/** One labelled fact of a row; "—" when the ticket does not have it, so rows line up. */
function RowFact({ label, value, testId }: { label: string; value: string | undefined; testId: string }) {
  return (
    <Stack gap={0} style={{ flex: '1 1 9rem', minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {value || '—'}
      </Text>
    </Stack>
  );
}

/**
 * A ticket of the history: the date, the verdict in words, the person, the plate and the INN read
 * without opening it (issue 23 §6); opened, its cards. "Повторить" and the PDF sit beside the
 * row's control, below it on a phone.
 */
export function TicketHistoryRow({
  ticket,
  isOpen,
  showUser,
  isRepeating,
  canRepeat,
  onRepeat,
}: TicketHistoryRowProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const { subject } = ticket;
  const person = [subject.lastName, subject.firstName, subject.midName].filter(Boolean).join(' ');
  const date = formatDateTime(ticket.created_at);
  const checks =
    ticket.checks.length > 0
      ? formatList(
          ticket.checks.map((check) => t(`verification.checks.${check}`, { defaultValue: check })),
          locale,
        )
      : t('verification.history.no_results');
  return (
    <Accordion.Item value={ticket.id} data-testid="ticket-history-row" data-verdict={ticket.verdict}>
      <Group gap={0} wrap="wrap" align="center">
        <Accordion.Control style={{ flex: '1 1 24rem', minWidth: 0 }}>
          <Stack gap={6}>
            <Group gap="xs" wrap="wrap" justify="space-between">
              <Text fw={600} data-testid="ticket-date">
                {date}
              </Text>
              <StandingBadge
                standing={ticket.verdict}
                size="sm"
                label={t(`verification.history.verdicts.${ticket.verdict}`)}
              />
            </Group>
            <Group gap="md" wrap="wrap" align="flex-start">
              <RowFact label={t('verification.history.person')} value={person} testId="ticket-person" />
              <RowFact label={t('verification.history.plate')} value={subject.autoGos} testId="ticket-plate" />
              <RowFact label={t('verification.history.inn')} value={subject.inn} testId="ticket-inn" />
            </Group>
            <Text size="xs" c="dimmed">
              {checks}
              {showUser ? ` · ${t('verification.history.user', { username: ticket.user.username })}` : ''}
            </Text>
          </Stack>
        </Accordion.Control>
        <Group gap="xs" px="md" pb={{ base: 'sm', sm: 0 }} wrap="wrap">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconRepeat size={14} aria-hidden />}
            loading={isRepeating}
            disabled={!canRepeat && !isRepeating}
            onClick={() => onRepeat(ticket.id)}
            aria-label={t('verification.history.repeat_label', { date })}
          >
            {t('verification.history.repeat')}
          </Button>
          <Box>
            <EvidenceDownload ticket={ticket.id} label={t('verification.evidence.history_label', { date })} />
          </Box>
        </Group>
      </Group>
      <Accordion.Panel>
        <TicketResults id={ticket.id} isOpen={isOpen} />
      </Accordion.Panel>
    </Accordion.Item>
  );
}
