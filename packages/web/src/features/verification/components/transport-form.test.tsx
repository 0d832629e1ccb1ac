import { useForm } from '@mantine/form';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { emptyTransportForm, validateTransportForm, type TransportFormValues } from '../lib/transport-form-values';
import { TransportForm } from './transport-form';

/** The form as the page wires it: checked live by the contract schema on every change. */
function Harness() {
  const { t } = useTranslation();
  const form = useForm<TransportFormValues>({
    initialValues: emptyTransportForm,
    validateInputOnChange: true,
    validate: (values) => validateTransportForm(values, { foreign_documents: false }, t),
  });
  return <TransportForm form={form} />;
}

const group = (name: string) => screen.getByRole('group', { name });

describe('TransportForm', () => {
  it('asks for SNILS with the documents, e-mail with the driver and the postcode with the counterparty', () => {
    renderWithApp(<Harness />);
    expect(within(group('Документы')).getByRole('textbox', { name: 'СНИЛС' })).toBeInTheDocument();
    expect(within(group('Водитель')).getByRole('textbox', { name: 'E-mail' })).toBeInTheDocument();
    expect(within(group('Контрагент')).getByRole('textbox', { name: 'Индекс' })).toBeInTheDocument();
  }, 30_000);

  it('shows the SNILS checksum, e-mail and postcode messages as the user types, in Russian', async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness />);
    const snils = screen.getByRole('textbox', { name: 'СНИЛС' });
    await user.type(snils, '112-233-445 96');
    expect(snils).toHaveAccessibleDescription('Контрольное число СНИЛС не сходится: проверьте цифры');
    await user.clear(snils);
    await user.type(snils, '112-233-445 95');
    expect(snils).not.toHaveAttribute('aria-invalid', 'true');

    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await user.type(email, 'driver@');
    expect(email).toHaveAccessibleDescription('Введите корректный e-mail');

    const postcode = screen.getByRole('textbox', { name: 'Индекс' });
    await user.type(postcode, '10100');
    expect(postcode).toHaveAccessibleDescription('Индекс — 6 цифр');
    await user.type(postcode, '0');
    expect(postcode).not.toHaveAttribute('aria-invalid', 'true');
  }, 30_000);

  it('shows the same messages in English', async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness />, { locale: 'en' });
    const snils = screen.getByRole('textbox', { name: 'SNILS' });
    await user.type(snils, '112233');
    expect(snils).toHaveAccessibleDescription('SNILS is 11 digits');
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await user.type(email, 'no-at-sign');
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail');
    const postcode = screen.getByRole('textbox', { name: 'Postcode' });
    await user.type(postcode, '1234A');
    expect(postcode).toHaveAccessibleDescription('A postcode is 6 digits');
    await user.clear(postcode);
    await user.type(postcode, '1234567');
    expect(postcode).toHaveAccessibleDescription('At most 6 characters');
  }, 30_000);
});
