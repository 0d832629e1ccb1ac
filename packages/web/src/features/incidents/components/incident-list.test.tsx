import type { Incident, IncidentList as IncidentListData } from '@cargo-sentry/contracts/incidents/incidents';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { IncidentList } from './incident-list';

function buildIncident(overrides: Partial<Incident> = {}): Incident {
  return {
    id: 101,
    date: '2024-03-07',
    time: '14:30',
    incident_category: { id: 1, name_ru: 'Кража', name_en: 'Theft' },
    cargo_category: { id: 2, name_ru: 'Продукты питания', name_en: 'Food' },
    attack_method: null,
    type_of_scene: null,
    country: { id: 1, name_ru: 'Россия', name_en: 'Russia' },
    federal_district: { id: 1, name_ru: 'Центральный', name_en: 'Central' },
    region: { id: 77, name_ru: 'Москва', name_en: 'Moscow' },
    city: { id: 5, name_ru: 'Москва', name_en: 'Moscow' },
    street: '',
    road: '',
    lat: 55.75,
    lon: 37.62,
    cargo_description: 'сахар',
    amount: '20 т',
    price: 1234567,
    information_source: null,
    reference_date: null,
    loading_address: '',
    unloading_address: '',
    judicial_decision_number: '',
    media_mention_date: null,
    description: '',
    vehicle_plate: '',
    vehicle_vin: '',
    trailer_plate: '',
    trailer_vin: '',
    counterparty_inn: '',
    counterparty_ogrn: '',
    ati_id: '',
    ...overrides,
  };
}

const page = (results: Incident[], count = results.length): IncidentListData => ({
  results,
  count,
  next: null,
  previous: null,
});

function renderList(props: Partial<React.ComponentProps<typeof IncidentList>> = {}) {
  const onPageChange = vi.fn();
  const view = renderWithApp(
    <IncidentList
      data={undefined}
      isLoading={false}
      isError={false}
      page={1}
      pageSize={20}
      onPageChange={onPageChange}
      onRetry={vi.fn()}
      {...props}
    />,
  );
  return { ...view, onPageChange };
}

afterEach(cleanup);

describe('IncidentList', () => {
  it('renders a row per incident with a link to its card, ru formats and a plural count', () => {
    renderList({ data: page([buildIncident(), buildIncident({ id: 102, price: 5000, city: null })], 2) });
    expect(screen.getByText('Найдено 2 инцидента')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Открыть инцидент № 101' });
    expect(link).toHaveAttribute('href', '/incidents/view/101');
    expect(link).toHaveTextContent('07.03.2024');
    expect(screen.getByRole('cell', { name: '1\u00a0234\u00a0567 ₽' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(3);
    // the cargo as typed is data, marked Russian for an English page and its screen reader
    const descriptions = screen.getAllByText('сахар');
    expect(descriptions).toHaveLength(2);
    for (const description of descriptions) {
      expect(description).toHaveAttribute('lang', 'ru');
      expect(description.parentElement).toHaveTextContent('Продукты питания — сахар');
    }
  });

  it('names an incident without a place "Не определено", in italics, not a dash or "undefined" (issue 23 §4)', () => {
    const { container } = renderList({
      data: page([buildIncident({ city: null, region: null, federal_district: null, lat: null, lon: null })]),
    });
    const labels = screen.getAllByText('Не определено');
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(label).toHaveStyle({ fontStyle: 'italic' });
    expect(screen.getByRole('cell', { name: 'Не определено' })).toBeInTheDocument();
    expect(container).not.toHaveTextContent(/undefined/i);
  });

  it('pages through a long list', async () => {
    const { onPageChange } = renderList({ data: page([buildIncident()], 45) });
    expect(screen.getByText('Найдено 45 инцидентов')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Страница 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('shows the empty state', () => {
    renderList({ data: page([]) });
    expect(screen.getByText('Инцидентов не найдено')).toBeInTheDocument();
  });

  it('shows the error state with a retry', async () => {
    const onRetry = vi.fn();
    renderList({ isError: true, onRetry });
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('shows skeletons while loading', () => {
    renderList({ isLoading: true });
    expect(screen.getByLabelText('Загрузка списка…')).toHaveAttribute('aria-busy', 'true');
  });
});
