import type { IncidentUpload } from '@cargo-sentry/contracts/incident-import/incident-import';
import type { IncidentReferences } from '@cargo-sentry/contracts/incidents/incidents';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FilterChips } from '@/shared/incident-filter/filter-chips';
import { filterToWire } from '@/shared/incident-filter/filter-state';
import { incidentReferencesQueryOptions } from '@/shared/incident-filter/use-filter-references';
import { filterUploadKey } from '@/shared/incident-filter/use-filter-upload';
import { useUrlFilter } from '@/shared/incident-filter/use-url-filter';
import { renderWithApp } from '@/test/render';

const refs: IncidentReferences = {
  countries: [{ id: 1, name_ru: 'Россия', name_en: 'Russia' }],
  federal_districts: [{ id: 3, name_ru: 'Южный', name_en: 'Southern', label_ru: 'Южный ФО', label_en: 'Southern FD' }],
  regions: [{ id: 7, name_ru: 'Краснодарский край', name_en: 'Krasnodar Krai', federal_district: 3 }],
  cities: [{ id: 12, name_ru: 'Сочи', name_en: 'Sochi', region: 7, federal_district: 3, lat: 43.6, lon: 39.7 }],
  cargo_categories: [{ id: 2, name_ru: 'Электроника', name_en: 'Electronics' }],
  incident_categories: [{ id: 1, name_ru: 'Кража', name_en: 'Theft', code: 'theft' }],
  attack_methods: [],
  scene_types: [],
  information_sources: [],
  price_ranges: [],
};

function Probe() {
  const { applied, setApplied, params } = useUrlFilter();
  return (
    <>
      <FilterChips values={applied} onChange={setApplied} />
      <output data-testid="url">{params.toString()}</output>
      <output data-testid="wire">{JSON.stringify(filterToWire(applied))}</output>
    </>
  );
}

function renderAt(url: string, upload?: Partial<IncidentUpload>) {
  return renderWithApp(<Probe />, {
    path: url,
    seed: (client) => {
      client.setQueryData(incidentReferencesQueryOptions().queryKey, refs);
      if (upload) client.setQueryData(filterUploadKey(7), upload);
    },
  });
}

afterEach(cleanup);

describe('applied filter in the URL', () => {
  it('shows a chip per applied value with reference names and the " ФО" suffix', () => {
    renderAt('/incidents?geo=district:3&geo=city:12&cargo=2&price=6&category=1&date_from=2024-01-05');
    for (const name of ['Южный ФО', 'Сочи', 'Электроника', 'свыше 5,0 млн ₽', 'Кража', 'с 05.01.2024']) {
      expect(screen.getByText(name)).toBeInTheDocument();
    }
  });

  it('removes one chip from the URL and the request, and drops the page', async () => {
    renderAt('/incidents?geo=district:3&geo=city:12&cargo=2&page=4');
    await userEvent.click(screen.getByRole('button', { name: 'Убрать фильтр «Сочи»' }));
    expect(screen.getByTestId('url')).toHaveTextContent('geo=district%3A3&cargo=2');
    expect(JSON.parse(screen.getByTestId('wire').textContent ?? '')).toEqual({ geo: ['district:3'], cargo: [2] });
  });

  it('clears every filter at once', async () => {
    renderAt('/incidents?search=vin&cargo=2&price=-1');
    await userEvent.click(screen.getByRole('button', { name: 'Сбросить все' }));
    expect(screen.getByTestId('url')).toBeEmptyDOMElement();
    expect(screen.queryByTestId('filter-chips')).not.toBeInTheDocument();
  });

  it('sends "all" prices and four categories as no filter', () => {
    renderAt('/incidents?price=-1&category=1&category=2&category=3&category=4');
    expect(screen.getByTestId('wire')).toHaveTextContent('{}');
  });

  it('names the upload of "Открыть карту" in its chip, which clears it (issue 23 §10)', async () => {
    renderAt('/incidents?upload=7&cargo=2', { id: 7, file_name: 'март.csv', created_at: '2026-05-03T10:15:00Z' });
    const chip = 'Импорт от 03.05.2026, март.csv';
    expect(screen.getByText(chip)).toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('wire').textContent ?? '')).toEqual({ cargo: [2], upload: 7 });
    await userEvent.click(screen.getByRole('button', { name: `Убрать фильтр «${chip}»` }));
    expect(screen.getByTestId('url')).toHaveTextContent(/^cargo=2$/);
  });

  it('shows the upload number when the upload is not known to the viewer', () => {
    renderAt('/incidents?upload=7');
    expect(screen.getByText('Импорт № 7')).toBeInTheDocument();
  });
});
