import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { SearchBar } from './search-bar';

afterEach(cleanup);

describe('SearchBar', () => {
  it('reports each edit of the labelled field as text and shows the actions beside it', async () => {
    const onChange = vi.fn();
    renderWithApp(
      <SearchBar label="Поиск" placeholder="Название или ИНН" value="" maxLength={5} onChange={onChange}>
        <button type="button">Создать</button>
      </SearchBar>,
    );
    const field = screen.getByRole('textbox', { name: 'Поиск' });
    expect(field).toHaveAttribute('placeholder', 'Название или ИНН');
    expect(field).toHaveAttribute('maxlength', '5');
    await userEvent.type(field, 'а');
    expect(onChange).toHaveBeenCalledWith('а');
    expect(screen.getByRole('button', { name: 'Создать' })).toBeInTheDocument();
  });

  it('shows the current value', () => {
    renderWithApp(<SearchBar label="Поиск" placeholder="" value="Магнит" maxLength={100} onChange={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Поиск' })).toHaveValue('Магнит');
  });
});
