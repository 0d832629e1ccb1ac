import { Badge, Button, CloseButton, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n/use-locale';
import { chipKey, emptyFilter, listChips, removeChip, type FilterValues } from './filter-state';
import { chipLabel } from './labels';
import { useIncidentReferences } from './use-filter-references';
import { useFilterUpload } from './use-filter-upload';

interface FilterChipsProps {
  values: FilterValues;
  onChange: (next: FilterValues) => void;
}

/** The applied filters as removable chips: one at a time, or all together (docs/product.md#filter-state). */
export function FilterChips({ values, onChange }: FilterChipsProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const { data: refs } = useIncidentReferences();
  const { data: upload } = useFilterUpload(values.upload);
  const chips = listChips(values);
  if (chips.length === 0) return null;
  return (
    <Group gap={6} aria-label={t('incidents.filters.active')} role="group" data-testid="filter-chips">
      {chips.map((chip) => {
        const label = chipLabel(chip, values, refs, locale, t, upload);
        return (
          <Badge
            key={chipKey(chip)}
            size="lg"
            variant="light"
            radius="xl"
            tt="none"
            fw={500}
            pr={4}
            maw="100%"
            rightSection={
              <CloseButton
                size="sm"
                radius="xl"
                variant="transparent"
                c="inherit"
                aria-label={t('incidents.filters.remove', { name: label })}
                onClick={() => onChange(removeChip(values, chip))}
              />
            }
          >
            {label}
          </Badge>
        );
      })}
      <Button variant="subtle" size="compact-sm" onClick={() => onChange(emptyFilter)}>
        {t('incidents.filters.clear_all')}
      </Button>
    </Group>
  );
}
