import type { RecognizePassportResult } from '@cargo-sentry/contracts/passport-recognition';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubUploadServer } from '@/test/fake-uploads';
import { renderWithApp } from '@/test/render';
import { formValuesOf, PassportRecognition } from './passport-recognition';

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

  it('says "Sorry, an error occurred" when recognition fails (SPEC §8), in English too', async () => {
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

  it('leaves unread fields out of the values it fills', () => {
    expect(formValuesOf({ ...read, documents: { ...read.documents, last_name: '', serial_number: '' } })).toEqual({
      firstName: 'Михаил',
      birthDate: '27.01.1976',
    });
  });
});
