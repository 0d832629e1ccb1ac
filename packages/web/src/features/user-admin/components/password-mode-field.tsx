import { Group, Radio } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type PasswordMode = 'generate' | 'set';

/** Generate a password and e-mail it, or type one: radios wrap where a segmented control overflows (375 px). */
export function PasswordModeField({
  value,
  onChange,
}: {
  value: PasswordMode;
  onChange: (mode: PasswordMode) => void;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t('user_admin.form.password_mode')}
      value={value}
      onChange={(next) => onChange(next as PasswordMode)}
    >
      <Group gap="lg" mt={6}>
        <Radio value="generate" label={t('user_admin.form.password_generate')} />
        <Radio value="set" label={t('user_admin.form.password_set')} />
      </Group>
    </Radio.Group>
  );
}
