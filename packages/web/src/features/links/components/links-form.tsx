import 'dayjs/locale/ru';
import { identifierKinds, type IdentifierKind } from '@cargo-sentry/contracts/identity-links/identifiers';
import { Button, Group, NativeSelect, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/i18n/use-locale';
import { DateField } from '@/shared/ui/date-field';
import { identifierExamples, searchProblems, type LinksSearch } from '../lib/links-search';

interface LinksFormProps {
  initial: LinksSearch;
  /** The server's refusal of the value (a 400), shown at the field. */
  valueError?: string;
  onSearch: (search: LinksSearch) => void;
}

/**
 * The identifier to start from: its kind, the value as typed (normalised the way the server will,
 * so a value it would refuse is caught here), the depth and the period. Enter searches.
 */
export function LinksForm({ initial, valueError, onSearch }: LinksFormProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const [draft, setDraft] = useState(initial);
  // A deep link's value is checked at once; a typed one only once the form was sent.
  const [isChecked, setIsChecked] = useState(initial.value !== '');
  const problems = isChecked ? searchProblems(draft) : {};
  const example = identifierExamples[draft.kind];

  const update = (next: Partial<LinksSearch>) => setDraft((current) => ({ ...current, ...next }));
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setIsChecked(true);
    const found = searchProblems(draft);
    if (!found.value && !found.to) onSearch(draft);
  };

  const valueProblem =
    problems.value === 'required'
      ? t('links.form.required')
      : problems.value === 'invalid'
        ? t(`links.form.invalid.${draft.kind}`, { example })
        : draft.kind === initial.kind && draft.value === initial.value
          ? valueError
          : undefined;

  return (
    <DatesProvider settings={{ locale }}>
      <form onSubmit={handleSubmit} noValidate aria-label={t('links.form.label')}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
            <NativeSelect
              label={t('links.form.kind')}
              data={identifierKinds.map((kind) => ({ value: kind, label: t(`links.kinds.${kind}`) }))}
              value={draft.kind}
              onChange={(event) => update({ kind: event.currentTarget.value as IdentifierKind })}
            />
            <TextInput
              size="sm"
              label={t('links.form.value')}
              placeholder={example}
              maxLength={200}
              value={draft.value}
              error={valueProblem}
              autoComplete="off"
              onChange={(event) => update({ value: event.currentTarget.value })}
            />
            <DateField
              label={t('links.form.from')}
              placeholder={t('links.form.date_placeholder')}
              value={draft.from}
              onChange={(from) => update({ from })}
            />
            <DateField
              label={t('links.form.to')}
              placeholder={t('links.form.date_placeholder')}
              value={draft.to}
              error={problems.to ? t('links.form.date_order') : undefined}
              onChange={(to) => update({ to })}
            />
          </SimpleGrid>
          <Group gap="md" align="flex-end">
            <Radio.Group
              label={t('links.form.depth')}
              value={draft.depth}
              onChange={(value) => update({ depth: value === '2' ? '2' : '1' })}
            >
              <Group gap="md" mt={6} mb={8}>
                <Radio value="1" label={t('links.form.depth_1')} />
                <Radio value="2" label={t('links.form.depth_2')} />
              </Group>
            </Radio.Group>
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
              {t('links.form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </DatesProvider>
  );
}
