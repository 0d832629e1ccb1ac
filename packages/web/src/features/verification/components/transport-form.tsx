import { Fieldset, SimpleGrid, TagsInput, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  dateFields,
  fieldInputModes,
  formGroups,
  type FormGroup,
  type TextFormField,
  type TransportFormValues,
} from '../lib/transport-form-values';

const groupOrder: FormGroup[] = ['vehicle', 'trailer', 'driver', 'documents', 'counterparty'];

const placeholderOf = (field: TextFormField, t: TFunction) => {
  if (dateFields.includes(field)) return t('verification.form.date_placeholder');
  return field === 'snils' ? t('verification.form.snils_placeholder') : undefined;
};

/** The transport form of docs/product.md#transport-form, grouped; every field checked live by the contract schema. */
export function TransportForm({ form }: { form: UseFormReturnType<TransportFormValues> }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {groupOrder.map((group) => (
        <Fieldset key={group} legend={t(`verification.groups.${group}`)} variant="filled">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {formGroups[group].map((field) => (
              <TextInput
                key={field}
                label={t(`verification.fields.${field}`)}
                placeholder={placeholderOf(field, t)}
                inputMode={fieldInputModes[field]}
                autoComplete="off"
                {...form.getInputProps(field)}
              />
            ))}
            {group === 'counterparty' ? (
              <TagsInput
                label={t('verification.fields.externalId')}
                description={t('verification.form.ati_hint')}
                splitChars={[',', ' ', ';']}
                clearable
                {...form.getInputProps('externalId')}
              />
            ) : null}
          </SimpleGrid>
        </Fieldset>
      ))}
    </SimpleGrid>
  );
}
