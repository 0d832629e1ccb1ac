import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface AccessLevelFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** Full or limited access (docs/product.md#access-levels: limited sees only the Southern federal district's incidents). */
export function AccessLevelField({ value, onChange }: AccessLevelFieldProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group label={t('user_admin.form.access_level')} value={value} onChange={onChange}>
      <Stack gap={6} mt={6}>
        <Radio value="full" label={t('user_admin.access.full')} description={t('user_admin.access.full_hint')} />
        <Radio
          value="limited"
          label={t('user_admin.access.limited')}
          description={t('user_admin.access.limited_hint')}
        />
      </Stack>
    </Radio.Group>
  );
}
