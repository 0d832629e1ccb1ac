import { maxVerificationCount, type AdminUser } from '@cargo-sentry/contracts/user-admin/user-admin';
import { Group, NumberInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/format/number';
import { quotaOf } from '@/shared/format/quota';
import { useLocale } from '@/shared/i18n/use-locale';
import { QuotaText } from '@/shared/ui/quota-text';
import { useUserAction } from '../api/user-actions';
import { SaveBar } from './save-bar';
import { SettingsSection } from './settings-section';

/** `set_verification_count`: a new quota; "done of total" starts again from it. */
export function QuotaSection({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const save = useUserAction(user.id, 'set_verification_count');
  const [value, setValue] = useState<number | string>(user.verification_count);
  const [error, setError] = useState<string>();
  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const count = typeof value === 'number' ? value : Number.parseInt(value, 10);
    if (!Number.isInteger(count) || count < 0 || count > maxVerificationCount) {
      setError(t('user_admin.quota.invalid', { max: formatNumber(maxVerificationCount, locale) }));
      return;
    }
    setError(undefined);
    await save.mutateAsync({ verification_count: count }).then(
      () => notifications.show({ color: 'teal', message: t('notices.saved') }),
      () => undefined,
    );
  };
  return (
    <SettingsSection id="user-quota" title={t('user_admin.quota.title')} description={t('user_admin.quota.hint')}>
      <Stack gap={2} mb="sm">
        <QuotaText quota={quotaOf(user)} />
        {user.is_staff ? (
          <Text size="xs" c="dimmed">
            {t('user_admin.quota.staff')}
          </Text>
        ) : null}
      </Stack>
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <Group align="flex-end">
          <NumberInput
            label={t('user_admin.quota.label')}
            min={0}
            max={maxVerificationCount}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator={locale === 'ru' ? ' ' : ','}
            value={value}
            error={error}
            onChange={setValue}
            w={220}
          />
        </Group>
        <SaveBar isSaving={save.isPending} error={save.error} label={t('user_admin.quota.save')} />
      </form>
    </SettingsSection>
  );
}
