import { PasswordInput, Stack, type PasswordInputProps } from '@mantine/core';
import type { PasswordStrength } from '@/shared/forms/use-password-strength';
import { PasswordStrengthMeter } from './password-strength-meter';

interface NewPasswordInputProps extends Omit<PasswordInputProps, 'value'> {
  value: string;
  strength: PasswordStrength;
}

/**
 * A field for setting a password: the input, then its strength meter and the rule. The meter's
 * words are a live region, so a screen reader hears the strength change as the password is typed.
 */
export function NewPasswordInput({ value, strength, maw, ...inputProps }: NewPasswordInputProps) {
  return (
    <Stack gap={6} maw={maw}>
      <PasswordInput autoComplete="new-password" maxLength={128} {...inputProps} value={value} />
      <PasswordStrengthMeter password={value} strength={strength} />
    </Stack>
  );
}
