import { evidenceKinds, evidenceWeights } from '@cargo-sentry/contracts/rating/rating';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { RatingFormula } from './rating-formula';

describe('RatingFormula', () => {
  it.each([
    ['ru', 'Вес каждого вида негативных данных', 'Лицо в розыске', '−20', '−40'],
    ['en', 'The weight of each kind of negative evidence', 'Wanted person', '−20', '−40'],
  ] as const)(
    'states the weight and the cap of every kind of evidence (%s)',
    (locale, caption, wanted, points, cap) => {
      renderWithApp(<RatingFormula isLimited={false} defaultOpen />, { locale });
      const table = screen.getByRole('table', { name: caption });
      // a header row and one row per kind, in contracts' order and with its figures
      const rows = within(table).getAllByRole('row');
      expect(rows).toHaveLength(evidenceKinds.length + 1);
      const wantedRow = within(table).getByRole('rowheader', { name: wanted }).closest('tr')!;
      expect(within(wantedRow).getByText(points)).toBeInTheDocument();
      expect(within(wantedRow).getByText(cap)).toBeInTheDocument();
      expect(evidenceWeights.wanted_person).toMatchObject({ points: 20, cap: 40 });
    },
  );
});
