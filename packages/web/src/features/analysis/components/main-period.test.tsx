import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { MainPeriod } from './main-period';

const current = { from: '2025-12-01', to: '2026-11-27' };
const previous = { from: '2024-12-05', to: '2025-11-30' };

describe('MainPeriod', () => {
  it('names the one period and compares its total with the previous one, in Russian plurals', () => {
    const first = renderWithApp(<MainPeriod current={current} previous={previous} total={120} countChange={12} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Последние 12 месяцев: 01.12.2025 – 27.11.2026',
    );
    expect(screen.getByTestId('main-period-summary')).toHaveTextContent(
      'За 12 месяцев: 120 инцидентов, +12,0% к предыдущим 12 месяцам (05.12.2024 – 30.11.2025).',
    );
    first.unmount();
    const second = renderWithApp(<MainPeriod current={current} previous={previous} total={21} countChange={-4.5} />);
    expect(screen.getByTestId('main-period-summary')).toHaveTextContent('За 12 месяцев: 21 инцидент, −4,5% к');
    second.unmount();
    renderWithApp(<MainPeriod current={current} previous={previous} total={3} countChange={null} />);
    expect(screen.getByTestId('main-period-summary')).toHaveTextContent(
      'За 12 месяцев: 3 инцидента; в предыдущие 12 месяцев инцидентов не было',
    );
  }, 30_000);

  it('says the same in English and shows no figures while loading', () => {
    const first = renderWithApp(<MainPeriod current={current} previous={previous} total={1234} countChange={0} />, {
      locale: 'en',
    });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Last 12 months: 01.12.2025 – 27.11.2026');
    expect(screen.getByTestId('main-period-summary')).toHaveTextContent(
      'In 12 months: 1,234 incidents, 0.0% on the previous 12 months (05.12.2024 – 30.11.2025).',
    );
    first.unmount();
    renderWithApp(<MainPeriod current={current} previous={previous} />, { locale: 'en' });
    expect(screen.queryByTestId('main-period-summary')).toBeNull();
  }, 30_000);
});
