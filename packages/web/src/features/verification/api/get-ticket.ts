import { ticketSchema, type Ticket } from '@cargo-sentry/contracts/verification/tickets';
import { api } from '@/shared/api-client/api-client';

/** Opens a ticket, spending one check of the quota (402 `out_of_checks` when none are left). */
export function getTicket(): Promise<Ticket> {
  // The page shows 402 as its own alert, so it stays out of the shared errors field.
  return api.post('/{product}/verification/get_ticket', { consent: true }, ticketSchema, { quiet: true });
}
