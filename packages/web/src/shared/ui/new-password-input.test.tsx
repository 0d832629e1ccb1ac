import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePasswordStrength } from '@/shared/forms/use-password-strength';
import { renderWithApp } from '@/test/render';
import { NewPasswordInput } from './new-password-input';

afterEach(cleanup);

function Field({ account = {} }: { account?: { username?: string; email?: string; company?: string } }) {
  const [password, setPassword] = useState('');
  const strength = usePasswordStrength(password, account);
  return (
    <NewPasswordInput
      label="Пароль"
      value={password}
      strength={strength}
      onChange={(event) => setPassword(event.currentTarget.value)}
    />
  );
}

describe('NewPasswordInput', () => {
  it('says in words how strong the password is as it is typed', async () => {
    renderWithApp(<Field />);
    const field = screen.getByLabelText(/Пароль/, { selector: 'input' });
    await userEvent.type(field, 'пароль12');
    expect(await screen.findByText('Слабый', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Надёжность пароля' })).toHaveAttribute('aria-valuetext', 'Слабый');
    await userEvent.clear(field);
    await userEvent.type(field, 'Надёжный-Пароль-2024');
    expect(await screen.findByText('Очень надёжный', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('warns when the password holds the account’s own words', async () => {
    renderWithApp(<Field account={{ company: 'ООО «Северный Путь»' }} />);
    await userEvent.type(screen.getByLabelText(/Пароль/, { selector: 'input' }), 'северный-путь-77');
    expect(
      await screen.findByText('Пароль не должен содержать имя пользователя, e-mail или название компании.'),
    ).toBeInTheDocument();
  });
});
