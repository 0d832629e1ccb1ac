import { MultiSelect, type ComboboxItemGroup } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nameOf } from '../i18n/bilingual-name';
import { useLocale } from '../i18n/use-locale';
import { parseGeoToken } from './filter-state';
import { geoLabel } from './labels';
import { useIncidentReferences, useSearchHelper } from './use-filter-references';

interface GeoPickerProps {
  value: string[];
  onChange: (next: string[]) => void;
}

/**
 * Federal districts (" ФО"), regions and cities in one searchable multi-select. Districts and
 * regions are always listed; cities come from the `search_helper` type-ahead, so the list never
 * holds all ~1,100 of them at once.
 */
export function GeoPicker({ value, onChange }: GeoPickerProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const { data: refs } = useIncidentReferences();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const { data: helper } = useSearchHelper(debounced);

  const data = useMemo<ComboboxItemGroup[]>(() => {
    if (!refs) return [];
    const seen = new Set<string>();
    const item = (token: string) => {
      seen.add(token);
      return { value: token, label: geoLabel(token, refs, locale) };
    };
    const districts = refs.federal_districts.map((d) => item(`district:${d.id}`));
    const regions = [...refs.regions]
      .sort((a, b) => nameOf(a, locale).localeCompare(nameOf(b, locale), locale))
      .map((r) => item(`region:${r.id}`));
    const cityTokens = [
      ...value.filter((token) => parseGeoToken(token)?.kind === 'city'),
      ...(helper?.results ?? []).filter((s) => s.type === 'city').map((s) => s.value),
    ];
    const cities = cityTokens.filter((token) => !seen.has(token)).map(item);
    return [
      { group: t('incidents.filters.districts'), items: districts },
      { group: t('incidents.filters.regions'), items: regions },
      { group: t('incidents.filters.cities'), items: cities },
    ].filter((g) => g.items.length > 0);
  }, [refs, helper, value, locale, t]);

  return (
    <MultiSelect
      size="sm"
      label={t('incidents.filters.geo')}
      placeholder={value.length ? undefined : t('incidents.filters.geo_placeholder')}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      clearable
      limit={60}
      maxDropdownHeight={320}
      nothingFoundMessage={t('incidents.filters.nothing_found')}
      hidePickedOptions
      comboboxProps={{ withinPortal: true }}
    />
  );
}
