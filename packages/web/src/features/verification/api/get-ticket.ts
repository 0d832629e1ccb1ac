import { ticketSchema, type Ticket } from '@cargo-sentry/contracts/verification/tickets';
import { api } from '@/shared/api-client/api-client';

/**
 * Opens a ticket, spending one check of the quota (402 `out_of_checks` when none are left), under
 * the consent version the form showed (409 `consent_outdated` when staff published another since).
 */
export function getTicket(consentVersion?: number): Promise<Ticket> {
  // The page shows 402 as its own alert, so it stays out of the shared errors field.
  const body = consentVersion === undefined ? { consent: true } : { consent: true, consent_version: consentVersion };
  return api.post('/{product}/verification/get_ticket', body, ticketSchema, { quiet: true });
}
