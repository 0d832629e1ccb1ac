import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface AllowedIpsFieldProps {
  value: string;
  error?: React.ReactNode;
  onChange: (value: string) => void;
}

/** The IP allow-list as text: one address or CIDR network per line; empty allows any address. */
export function AllowedIpsField({ value, error, onChange }: AllowedIpsFieldProps) {
  const { t } = useTranslation();
  return (
    <Textarea
      label={t('user_admin.form.allowed_ips')}
      description={t('user_admin.form.allowed_ips_hint')}
      placeholder={'192.0.2.10\n10.0.0.0/8'}
      autosize
      minRows={2}
      maxRows={8}
      spellCheck={false}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
