import type { TicketDetail } from '@cargo-sentry/contracts/verification/tickets';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildTrustPerson } from '@/test/factories';
import { cardVerdict } from '@/test/card-verdict';
import { renderWithApp } from '@/test/render';
import { ticketDetailQueryOptions } from '../api/get-tickets';
import { TicketResults } from './ticket-results';

const id = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const ticket: TicketDetail = {
  id,
  created_at: '2026-11-23T10:00:00Z',
  expires_at: '2026-11-24T10:00:00Z',
  consent_at: '2026-11-23T10:00:00Z',
  consent_version: 1,
  user: { id: 3, username: 'user' },
  checks: ['passport_complex', 'phone', 'trust_person', 'reputation', 'participant', 'find_ati_su_id'],
  verdict: 'alert',
  subject: { inn: '7707083893' },
  inputs: { inn: '7707083893' },
  photo: null,
  results: {
    passport_complex: { description: 'Недействителен', score: 0 },
    phone: { not_carried_out: true },
    trust_person: buildTrustPerson({ c5: 'RED' }),
    reputation: { Items: [buildCompany()] },
    participant: { participations: [] },
    find_ati_su_id: { ati_ids: ['123456'] },
  },
};

describe('TicketResults', () => {
  it('re-opens a stored ticket in the same cards, a stored failure as not carried out', () => {
    // The ticket is in the cache already, as after the history fetched it: no server needed.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(ticketDetailQueryOptions(id).queryKey, ticket);
    renderWithApp(
      <QueryClientProvider client={client}>
        <TicketResults id={id} isOpen />
      </QueryClientProvider>,
      { locale: 'en' },
    );
    expect(screen.getByTestId('verification-summary')).toHaveAttribute('data-standing', 'alert');
    // Worst first, as after a run.
    const cards = screen.getAllByTestId(/^result-/).map((card) => [card.dataset.testid, card.dataset.standing]);
    expect(cards).toEqual([
      ['result-passport_complex', 'alert'],
      ['result-trust_person', 'warning'],
      ['result-reputation', 'success'],
      ['result-participant', 'success'],
      ['result-find_ati_su_id', 'success'],
      ['result-phone', 'not_carried_out'],
    ]);
    expect(cardVerdict(screen.getByTestId('result-phone'))).toEqual({
      standing: 'Not run',
      reason: 'Sorry, an error has occurred.',
    });
    expect(within(screen.getByTestId('result-find_ati_su_id')).getByRole('link', { name: /123456/ })).toHaveAttribute(
      'href',
      'https://ati.su/firms/123456/info',
    );
    expect(
      within(screen.getByTestId('result-passport_complex')).getByText('Register answer: Invalid'),
    ).toBeInTheDocument();
  }, 30_000);
});
