import type { RecognizePassportResult } from '@cargo-sentry/contracts/verification/passport-recognition';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubUploadServer } from '@/test/fake-uploads';
import { renderWithApp } from '@/test/render';
import { formValuesOf } from '../lib/passport-form-values';
import { PassportRecognition } from './passport-recognition';

const read: RecognizePassportResult = {
  documents: {
    last_name: 'САЛТЫКОВ-ЩЕДРИН',
    first_name: 'МИХАИЛ',
    middle_name: '',
    birth_date: '1976-01-27',
    serial_number: '4509123456',
    issue_date: '',
  },
  reasons: { middle_name: 'unreadable', issue_date: 'not_found' },
  sources: { last_name: 'text_and_mrz', first_name: 'text', birth_date: 'mrz', serial_number: 'mrz' },
  mrz: 'partial',
  unsure: [],
};

/** A page whose first name the print and the MRZ read differently (Й lost in the print). */
const unsure: RecognizePassportResult = {
  documents: {
    last_name: 'НИКОЛАЕВ',
    first_name: 'НИКОЛАЙ',
    middle_name: 'ИВАНОВИЧ',
    birth_date: '1980-07-15',
    serial_number: '4509123456',
    issue_date: '2011-08-27',
  },
  reasons: {},
  sources: {
    last_name: 'text_and_mrz',
    first_name: 'mrz',
    middle_name: 'text_and_mrz',
    birth_date: 'text_and_mrz',
    serial_number: 'mrz',
    issue_date: 'mrz',
  },
  mrz: 'valid',
  unsure: [{ field: 'first_name', reasons: ['readings_differ'], readings: { printed: 'НИКОЛАИ', mrz: 'НИКОЛАЙ' } }],
};

/** What the page sends, and what the server answers (status and body) by XMLHttpRequest. */
const sent: { url: string; consent: FormDataEntryValue | null; file: string }[] = [];
let answer: { status: number; body: unknown };

beforeEach(() => {
  sent.length = 0;
  answer = { status: 200, body: read };
  stubUploadServer({
    onSend: (url, body) => sent.push({ url, consent: body.get('consent'), file: (body.get('file') as File).name }),
    answer: () => answer,
  });
});
afterEach(() => vi.unstubAllGlobals());

async function recognize(user: ReturnType<typeof userEvent.setup>, name = 'Распознать') {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await user.upload(input, new File([new Uint8Array([0xff, 0xd8, 0xff])], 'passport.jpg', { type: 'image/jpeg' }));
  await user.click(screen.getByRole('button', { name }));
}

describe('PassportRecognition', () => {
  it('shows what was read, each unread field with its reason, and fills the form only on confirmation', async () => {
    const onFill = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<PassportRecognition onFill={onFill} />);
    await recognize(user);

    const table = await screen.findByRole('table');
    const row = (label: string) => within(table).getByRole('row', { name: new RegExp(label) });
    expect(row('Фамилия')).toHaveTextContent('Салтыков-Щедрин');
    expect(row('Отчество')).toHaveTextContent('Не удалось прочитать');
    expect(row('Дата рождения')).toHaveTextContent('27.01.1976');
    expect(row('Дата выдачи паспорта')).toHaveTextContent('Не найдено на снимке');
    expect(sent).toEqual([
      { url: '/api/v1/cargo/verification/recognize_passport', consent: 'true', file: 'passport.jpg' },
    ]);
    expect(onFill).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Заполнить форму' }));
    expect(onFill).toHaveBeenCalledWith({
      lastName: 'Салтыков-Щедрин',
      firstName: 'Михаил',
      birthDate: '27.01.1976',
      passportNumber: '4509123456',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Форма заполнена');
  }, 30_000);

  it('says "Sorry, an error occurred" when recognition fails (docs/product.md#verification-errors), in English too', async () => {
    answer = {
      status: 503,
      body: { code: 'service_unavailable', detail: 'Извините, возникла ошибка. / Sorry, an error occurred.' },
    };
    const user = userEvent.setup();
    renderWithApp(<PassportRecognition onFill={vi.fn()} />, { locale: 'en' });
    await recognize(user, 'Recognize');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, an error occurred.');
    expect(screen.queryByRole('button', { name: 'Fill the form' })).toBeNull();
  }, 30_000);

  it('names a file the server cannot read as an image', async () => {
    answer = { status: 400, body: { code: 'validation_failed', detail: 'x', fields: { file: ['passport_image'] } } };
    const user = userEvent.setup();
    renderWithApp(<PassportRecognition onFill={vi.fn()} />);
    await recognize(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('не читается как изображение');
  }, 30_000);

  it('highlights a marked field with why and both readings, and fills only once it is ticked, by keyboard', async () => {
    answer = { status: 200, body: unsure };
    const onFill = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<PassportRecognition onFill={onFill} />);
    await recognize(user);

    const row = within(await screen.findByRole('table')).getByRole('row', { name: /Имя/ });
    expect(row).toHaveTextContent('Текст паспорта и машиночитаемая зона расходятся.');
    expect(row).toHaveTextContent('В тексте: Николаи');
    expect(row).toHaveTextContent('В машиночитаемой зоне: Николай');
    const input = screen.getByRole('textbox', { name: 'Проверьте: Имя' });
    expect(input).toHaveValue('Николай');
    expect(input).toHaveAccessibleDescription(/расходятся/);
    const fill = screen.getByRole('button', { name: 'Заполнить форму' });
    expect(fill).toBeDisabled();
    expect(screen.getByText('Осталось подтвердить полей: 1.')).toBeInTheDocument();

    // Tab from the value to the tick, Space ticks it, Tab reaches the button, Enter fills.
    await user.click(input);
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Значение верно' })).toHaveFocus();
    await user.keyboard(' ');
    expect(fill).toBeEnabled();
    await user.tab();
    expect(fill).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onFill).toHaveBeenCalledWith({
      lastName: 'Николаев',
      firstName: 'Николай',
      midName: 'Иванович',
      birthDate: '15.07.1980',
      passportNumber: '4509123456',
      passportDate: '27.08.2011',
    });
  }, 30_000);

  it('takes a corrected value as confirmed, and says why in English too', async () => {
    answer = { status: 200, body: unsure };
    const onFill = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<PassportRecognition onFill={onFill} />, { locale: 'en' });
    await recognize(user, 'Recognize');

    const row = within(await screen.findByRole('table')).getByRole('row', { name: /First name/ });
    expect(row).toHaveTextContent("The passport's text and its machine-readable zone differ.");
    expect(screen.getByRole('button', { name: 'Fill the form' })).toBeDisabled();
    const input = screen.getByRole('textbox', { name: 'Check: First name' });
    await user.clear(input);
    await user.type(input, 'Николаи');
    expect(screen.getByRole('checkbox', { name: 'The value is right' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Fill the form' }));
    expect(onFill).toHaveBeenCalledWith(expect.objectContaining({ firstName: 'Николаи' }));
  }, 30_000);

  it('names a full queue of recognitions', async () => {
    answer = { status: 503, body: { code: 'recognition_busy', detail: 'x' } };
    const user = userEvent.setup();
    renderWithApp(<PassportRecognition onFill={vi.fn()} />);
    await recognize(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Сейчас распознаётся слишком много паспортов');
  }, 30_000);

  it('leaves unread fields out of the values it fills', () => {
    expect(formValuesOf({ ...read, documents: { ...read.documents, last_name: '', serial_number: '' } })).toEqual({
      firstName: 'Михаил',
      birthDate: '27.01.1976',
    });
  });
});
