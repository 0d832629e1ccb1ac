import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface AccessLevelFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** Full or limited access (SPEC §4: limited sees only the Southern federal district's incidents). */
export function AccessLevelField({ value, onChange }: AccessLevelFieldProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group label={t('users.form.access_level')} value={value} onChange={onChange}>
      <Stack gap={6} mt={6}>
        <Radio value="full" label={t('users.access.full')} description={t('users.access.full_hint')} />
        <Radio value="limited" label={t('users.access.limited')} description={t('users.access.limited_hint')} />
      </Stack>
    </Radio.Group>
  );
}
