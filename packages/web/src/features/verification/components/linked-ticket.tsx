import type { VerificationCheck } from '@cargo-sentry/contracts/verification/form';
import { Alert, Button, CloseButton, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api-client/api-error';
import { formatDateTime } from '@/shared/format/date';
import { errorText } from '@/shared/ui/error-text';
import { useLinkedTicket } from '../api/get-tickets';
import type { CheckEntry } from '../lib/check-standing';
import { CheckResults } from './check-results';
import { EvidenceDownload } from './evidence-download';
import { StandingBadge } from './standing-badge';

/** Not the user's to open, or no such ticket: the server answers both alike (404), a malformed id 400. */
const isUnopenable = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400);

/**
 * A check opened by a link (`/verification?ticket=…`, e.g. from the link explorer): its stored
 * results in the cards the history shows, at the top of the page; one that is not the user's,
 * or unknown, says so.
 */
export function LinkedTicket({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const ticket = useLinkedTicket(id);
  const heading = useRef<HTMLHeadingElement>(null);
  const isLoaded = ticket.data !== undefined;
  // The reader came for this check: it takes the focus, and with it the screen.
  useEffect(() => {
    if (isLoaded) heading.current?.focus();
  }, [isLoaded]);

  const content = () => {
    if (ticket.isPending) return <Loader size="sm" aria-label={t('verification.linked.loading')} />;
    if (ticket.isError) {
      if (isUnopenable(ticket.error)) {
        return (
          <Alert color="orange" variant="light" role="alert" title={t('verification.linked.unopenable_title')}>
            {t('verification.linked.unopenable')}
          </Alert>
        );
      }
      return (
        <Alert color="red" variant="light" role="alert" title={t('verification.linked.failed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorText(t, ticket.error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void ticket.refetch()}>
              {t('verification.history.retry')}
            </Button>
          </Stack>
        </Alert>
      );
    }
    const entries: CheckEntry[] = Object.entries(ticket.data.results).map(([check, result]) => ({
      check: check as VerificationCheck,
      status: 'done',
      result,
    }));
    return (
      <Stack gap="sm">
        <Group gap="xs" justify="space-between">
          <StandingBadge
            standing={ticket.data.verdict}
            size="sm"
            label={t(`verification.history.verdicts.${ticket.data.verdict}`)}
          />
          <EvidenceDownload ticket={ticket.data.id} />
        </Group>
        <CheckResults entries={entries} subject={ticket.data.inputs} headingLevel={3} />
      </Stack>
    );
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="linked-ticket"
      data-testid="linked-ticket"
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" mb="sm">
        <Title order={2} size="h4" id="linked-ticket" ref={heading} tabIndex={-1}>
          {ticket.data
            ? t('verification.linked.title', { date: formatDateTime(ticket.data.created_at) })
            : t('verification.linked.title_pending')}
        </Title>
        <CloseButton aria-label={t('verification.linked.close')} onClick={onClose} />
      </Group>
      {content()}
    </Paper>
  );
}
