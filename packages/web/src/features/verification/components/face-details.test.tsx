import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardVerdict } from '@/test/card-verdict';
import { renderWithApp } from '@/test/render';
import { CheckResults } from './check-results';

const crop =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('the face card', () => {
  it('raises an alert with the face found, the matched person, the similarity and a link to the incident', () => {
    const result = {
      matches: [
        {
          name: 'Хоппер Грейс',
          similarity: 0.8731,
          source: 'incident 12',
          source_kind: 'incident',
          incident_id: 12,
          wanted_person_id: null,
        },
        {
          name: 'Коллинз Айлин',
          similarity: 0.61,
          source: 'wanted 5',
          source_kind: 'wanted',
          incident_id: null,
          wanted_person_id: 5,
        },
      ],
      uploaded_face: crop,
      message: 'Найдены совпадения в базе лиц: 2',
      message_code: 'matches',
    };
    renderWithApp(<CheckResults entries={[{ check: 'face', status: 'done', result }]} />);
    const card = screen.getByTestId('result-face');
    expect(card).toHaveAttribute('data-standing', 'alert');
    expect(cardVerdict(card)).toEqual({
      standing: 'Тревога',
      reason: 'Лицо совпало с базой происшествий или розыска',
    });
    expect(within(card).getByRole('img', { name: 'Лицо, найденное на фото' })).toHaveAttribute('src', crop);
    expect(within(card).getByText('Найдено 2 совпадения в базе лиц')).toBeInTheDocument();
    const table = within(card).getByRole('table', { name: 'Совпадения в базе лиц' });
    expect(within(table).getByText('Хоппер Грейс')).toBeInTheDocument();
    expect(within(table).getByText(/^87\s%$/)).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Происшествие № 12' })).toHaveAttribute(
      'href',
      '/incidents/view/12',
    );
    expect(within(table).getByText('Розыск, запись № 5')).toBeInTheDocument();
  }, 30_000);

  it('shows why nothing was compared when the photo has several faces, in English too', () => {
    const result = {
      matches: [],
      uploaded_face: null,
      message: 'На фото несколько лиц: загрузите фото, на котором только один человек',
      message_code: 'several_faces',
    };
    renderWithApp(<CheckResults entries={[{ check: 'face', status: 'done', result }]} />, { locale: 'en' });
    const card = screen.getByTestId('result-face');
    expect(card).toHaveAttribute('data-standing', 'warning');
    expect(cardVerdict(card)).toEqual({
      standing: 'Warning',
      reason: 'Several faces in the photo: upload one with only the person checked',
    });
    expect(within(card).queryByRole('table')).toBeNull();
  }, 30_000);

  it('calls a face that matched no one verified', () => {
    const result = {
      matches: [],
      uploaded_face: crop,
      message: 'Совпадений в базе лиц не найдено',
      message_code: 'no_match',
    };
    renderWithApp(<CheckResults entries={[{ check: 'face', status: 'done', result }]} />);
    const card = screen.getByTestId('result-face');
    expect(card).toHaveAttribute('data-standing', 'success');
    expect(cardVerdict(card)).toEqual({ standing: 'Норма', reason: 'Совпадений в базе лиц нет' });
  }, 30_000);
});
