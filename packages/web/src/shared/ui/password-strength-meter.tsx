import type { PasswordScore } from '@cargo-sentry/contracts/auth/password-policy';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PasswordStrength } from '@/shared/forms/use-password-strength';

const barColors: Record<PasswordScore, string> = { 0: 'red', 1: 'red', 2: 'orange', 3: 'teal', 4: 'green' };
// Darker shades for the words: small text needs 4.5:1 on white.
const textColors: Record<PasswordScore, string> = { 0: 'red.9', 1: 'red.9', 2: 'orange.9', 3: 'teal.9', 4: 'green.9' };

interface PasswordStrengthMeterProps {
  password: string;
  strength: PasswordStrength;
}

/**
 * The strength of a new password as it is typed, in words as well as colour (WCAG 1.4.1), with the
 * rule in one line. The verdict is the server's rule run in the browser; the server still decides.
 */
export function PasswordStrengthMeter({ password, strength }: PasswordStrengthMeterProps) {
  const { t } = useTranslation();
  const { score } = strength;
  const isEstimated = password !== '' && score !== undefined;
  const words = isEstimated ? t(`password_strength.score_${score}`) : password ? t('password_strength.checking') : '';
  return (
    <Stack gap={4} data-testid="password-strength">
      <Progress.Root size="sm">
        <Progress.Section
          value={isEstimated ? ((score + 1) / 5) * 100 : 0}
          color={isEstimated ? barColors[score] : 'gray'}
          withAria={false}
          role="meter"
          aria-label={t('password_strength.label')}
          aria-valuemin={0}
          aria-valuemax={4}
          aria-valuenow={isEstimated ? score : 0}
          aria-valuetext={words || undefined}
        />
      </Progress.Root>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        {strength.problem === 'password_contains_account' ? (
          <Text size="xs" c="red.9">
            {t('errors.password_contains_account')}
          </Text>
        ) : (
          <Text size="xs" c="dimmed">
            {t('password_strength.hint')}
          </Text>
        )}
        <Text
          size="xs"
          fw={600}
          c={isEstimated ? textColors[score] : 'dimmed'}
          aria-live="polite"
          style={{ flexShrink: 0 }}
        >
          {words}
        </Text>
      </Group>
    </Stack>
  );
}
