import type { VerificationLog } from '@cargo-sentry/contracts/verification/log';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { LogFigures } from './log-figures';

const zero = { checks: 0, found: 0, clean: 0, errors: 0, unrated: 0 };
const empty: VerificationLog = {
  month_from: '2026-10',
  month_to: '2026-11',
  months: ['2026-10', '2026-11'],
  statistics: {
    totals: { ...zero, tickets: 0, api_checks: 0 },
    by_month: [
      { month: '2026-10', ...zero, tickets: 0, api_checks: 0 },
      { month: '2026-11', ...zero, tickets: 0, api_checks: 0 },
    ],
    by_check: [],
    by_month_by_check: [],
    by_user: [],
  },
  ati_statistics: {
    totals: { lookups: 0, ids_found: 0, ids_missing: 0, errors: 0 },
    by_month: [],
    by_user: [],
  },
  users: [],
};

const busy: VerificationLog = {
  ...empty,
  statistics: {
    totals: { checks: 3, found: 1, clean: 1, errors: 1, unrated: 0, tickets: 2, api_checks: 1 },
    by_month: [
      { month: '2026-10', ...zero, tickets: 0, api_checks: 0 },
      { month: '2026-11', checks: 3, found: 1, clean: 1, errors: 1, unrated: 0, tickets: 2, api_checks: 1 },
    ],
    by_check: [{ check: 'fssp', checks: 3, found: 1, clean: 1, errors: 1, unrated: 0 }],
    by_month_by_check: [],
    by_user: [{ user_id: 9, tickets: 2, checks: 3, found: 1, clean: 1, errors: 1, unrated: 0 }],
  },
  users: [{ id: 9, username: 'api_tms', first_name: '', last_name: '', company: 'ООО ТМС', is_api_user: true }],
};

describe('the verification statistics figures', () => {
  it('say there were no checks in an empty period', async () => {
    renderWithApp(<LogFigures log={empty} />);
    expect(await screen.findByText('За этот период проверок не было.')).toBeInTheDocument();
  });

  it('show totals with the found share, the months that had checks and the users, API users marked', async () => {
    renderWithApp(<LogFigures log={busy} />, { locale: 'en' });
    expect(await screen.findByTestId('total-checks')).toHaveTextContent('3');
    expect(screen.getByText('33.3% of checks')).toBeInTheDocument();
    const months = screen.getByRole('table', { name: 'By month' });
    expect(within(months).getAllByRole('row')).toHaveLength(2);
    expect(within(months).getByText('November 2026')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'By check' })).toHaveTextContent('Bailiff debts (FSSP)');
    const users = screen.getByRole('table', { name: 'By user and company' });
    expect(users).toHaveTextContent('ООО ТМС');
    expect(within(users).getByText('API')).toBeInTheDocument();
    expect(screen.getByText('No ATI id lookups in the period.')).toBeInTheDocument();
  });
});
