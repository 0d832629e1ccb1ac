import type { NormalizedTransportForm, VerificationCheck } from '@cargo-sentry/contracts/verification/form';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { isApiError } from '@/shared/api-client/api-error';
import { fetchCurrentUser } from '@/shared/session/session';
import { ticketsQueryKey } from '../api/get-tickets';
import { getTicket } from '../api/get-ticket';
import { runCheck } from '../api/run-check';
import type { CheckEntry } from '../lib/check-standing';

export interface VerificationRun {
  entries: CheckEntry[];
  isRunning: boolean;
  /** 402 on get_ticket (docs/product.md#verification-errors): the zero-checks alert. */
  isOutOfChecks: boolean;
  /** Any other get_ticket failure: the ticket-error flag, with its code. */
  ticketError: string | null;
  /** The ticket of the last run, once opened: its evidence report can be downloaded. */
  ticket: string | null;
  /** `photo`: the face photo's file, for the face check; `consentVersion`: the version the form showed. */
  run: (
    checks: VerificationCheck[],
    form: NormalizedTransportForm,
    photo?: File | null,
    consentVersion?: number,
  ) => Promise<void>;
  /** "Новая проверка": the results panel back to before any run (not while one runs). */
  reset: () => void;
}

const codeOf = (error: unknown) => (isApiError(error) ? error.code : undefined);

/**
 * One run of the page: a ticket first, then every runnable check in parallel, each card updated
 * as its answer comes; a failed check does not stop the others. Afterwards the shell's quota and
 * the history (back to page 1) are refreshed.
 */
export function useVerificationRun(): VerificationRun {
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<CheckEntry[]>([]);
  const [isRunning, setIsRunning] = useState(false);
  const [isOutOfChecks, setIsOutOfChecks] = useState(false);
  const [ticketError, setTicketError] = useState<string | null>(null);
  const [ticket, setTicket] = useState<string | null>(null);

  const run = useCallback(
    async (
      checks: VerificationCheck[],
      form: NormalizedTransportForm,
      photo?: File | null,
      consentVersion?: number,
    ) => {
      setIsRunning(true);
      setTicketError(null);
      setTicket(null);
      setEntries(checks.map((check) => ({ check, status: 'running' })));
      const settle = (entry: CheckEntry) =>
        setEntries((current) => current.map((item) => (item.check === entry.check ? entry : item)));
      try {
        let ticket: string;
        try {
          ticket = (await getTicket(consentVersion)).ticket;
          setTicket(ticket);
        } catch (error) {
          setEntries([]);
          if (isApiError(error) && error.status === 402) setIsOutOfChecks(true);
          else setTicketError(codeOf(error) ?? 'unknown');
          return;
        }
        await Promise.all(
          checks.map((check) =>
            runCheck(check, ticket, form, photo).then(
              (result) => settle({ check, status: 'done', result }),
              (error: unknown) => settle({ check, status: 'failed', errorCode: codeOf(error) }),
            ),
          ),
        );
      } finally {
        setIsRunning(false);
        void fetchCurrentUser().catch(() => undefined);
        void queryClient.resetQueries({ queryKey: ticketsQueryKey });
      }
    },
    [queryClient],
  );

  const reset = useCallback(() => {
    setEntries([]);
    setTicketError(null);
    setTicket(null);
  }, []);

  return { entries, isRunning, isOutOfChecks, ticketError, ticket, run, reset };
}
