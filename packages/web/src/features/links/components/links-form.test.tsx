import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { emptyLinksSearch } from '../lib/links-search';
import { LinksForm } from './links-form';

describe('the links search form', { timeout: 30_000 }, () => {
  it('shows the kind’s example, and searches on Enter with what was typed', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWithApp(<LinksForm initial={emptyLinksSearch} onSearch={onSearch} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Вид идентификатора' }), 'phone');
    const value = screen.getByRole('textbox', { name: 'Значение' });
    expect(value).toHaveAttribute('placeholder', '+7 912 345-67-89');
    await user.type(value, '8 912 345 67 89');
    await user.click(screen.getByRole('radio', { name: '2 шага' }));
    await user.type(value, '{Enter}');
    expect(onSearch).toHaveBeenCalledWith({ kind: 'phone', value: '8 912 345 67 89', depth: '2', from: '', to: '' });
  });

  it('says in Russian what a value of the kind looks like, and sends nothing', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWithApp(<LinksForm initial={emptyLinksSearch} onSearch={onSearch} />);
    await user.click(screen.getByRole('button', { name: 'Показать связи' }));
    expect(screen.getByRole('textbox', { name: 'Значение' })).toHaveAccessibleDescription('Введите значение');
    await user.type(screen.getByRole('textbox', { name: 'Значение' }), '12345{Enter}');
    expect(screen.getByRole('textbox', { name: 'Значение' })).toHaveAccessibleDescription(
      'Госномер: цифры и буквы российского номера, например А123ВС77',
    );
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('says it in English too, at once for a deep link’s bad value, and refuses a period that ends before it starts', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWithApp(
      <LinksForm
        initial={{ kind: 'inn', value: '7707083894', depth: '1', from: '2026-11-02', to: '2026-11-01' }}
        onSearch={onSearch}
      />,
      { locale: 'en' },
    );
    expect(screen.getByRole('textbox', { name: 'Value' })).toHaveAccessibleDescription(
      'INN: 10 or 12 digits with valid check digits, e.g. 7707083893',
    );
    expect(screen.getByText('The end date is before the start date')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Value' }));
    await user.type(screen.getByRole('textbox', { name: 'Value' }), '7707083893{Enter}');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal at the field until the value is changed', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <LinksForm
        initial={{ ...emptyLinksSearch, value: 'А123ВС77' }}
        valueError="Неверное значение"
        onSearch={vi.fn()}
      />,
    );
    const value = screen.getByRole('textbox', { name: 'Значение' });
    expect(value).toHaveAccessibleDescription('Неверное значение');
    await user.type(value, '0');
    expect(value).not.toHaveAccessibleDescription('Неверное значение');
  });
});
