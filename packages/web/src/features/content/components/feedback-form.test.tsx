import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { FeedbackForm } from './feedback-form';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

// The server is the one thing that leaves the page: its answers are stubbed at fetch.
let answer: () => Response;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('FeedbackForm', () => {
  it('sends the message and says "Notify sent." (docs/product.md#messages), clearing the field', async () => {
    answer = () => json(201, { detail: 'Notify sent.' });
    renderWithApp(<FeedbackForm />, { locale: 'en' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'The map does not load');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Notify sent.');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    const [, init] = fetchMock.mock.calls[0];
    expect(JSON.parse(String(init?.body))).toEqual({ text: 'The map does not load' });
  });

  it('says "An error has occurred" and keeps the message when sending fails', async () => {
    answer = () => json(500, { detail: 'boom', code: 'internal' });
    renderWithApp(<FeedbackForm />, { locale: 'ru' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Сообщение' }), 'Не грузится карта');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Произошла ошибка');
    expect(screen.getByRole('textbox', { name: 'Сообщение' })).toHaveValue('Не грузится карта');
  });

  it('asks for a message before sending anything', async () => {
    answer = () => json(201, { detail: 'Notify sent.' });
    renderWithApp(<FeedbackForm />, { locale: 'ru' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Сообщение' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Сообщение' })).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
