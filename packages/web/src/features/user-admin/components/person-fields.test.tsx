import { useForm } from '@mantine/form';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { PersonFields } from './person-fields';

afterEach(cleanup);

const initialValues = {
  first_name: 'Анна',
  last_name: '',
  company: 'ООО «Груз»',
  position: '',
  notification_language: 'en',
};

function Harness({ onValues, between }: { onValues: (values: typeof initialValues) => void; between?: string }) {
  const form = useForm({ initialValues, onValuesChange: onValues });
  return <PersonFields inputProps={form.getInputProps}>{between ? <input aria-label={between} /> : null}</PersonFields>;
}

describe('PersonFields', () => {
  it('shows the form values in labelled fields, in order, with the caller’s field before the language', () => {
    renderWithApp(<Harness onValues={vi.fn()} between="Email" />);
    expect(screen.getByRole('textbox', { name: 'Имя' })).toHaveValue('Анна');
    expect(screen.getByRole('textbox', { name: /Компания/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Компания/ })).toHaveValue('ООО «Груз»');
    expect(screen.getByRole('textbox', { name: /Язык/ })).toHaveValue('Английский');
    const email = screen.getByRole('textbox', { name: 'Email' });
    const position = screen.getByRole('textbox', { name: 'Должность' });
    const language = screen.getByRole('textbox', { name: /Язык/ });
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    expect(position.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(email.compareDocumentPosition(language) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('writes what is typed to the form', async () => {
    const onValues = vi.fn();
    renderWithApp(<Harness onValues={onValues} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Фамилия' }), 'И');
    expect(onValues).toHaveBeenLastCalledWith(expect.objectContaining({ last_name: 'И' }), expect.anything());
  });
});
