import type { IncidentUpload, IncidentUploadDetail } from '@cargo-sentry/contracts/incident-import/incident-import';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubUploadServer } from '@/test/fake-uploads';
import { renderWithApp } from '@/test/render';
import { AdminUploadIncidentsPage } from './admin-upload-incidents-page';

/** The API as the page meets it: history and upload details by fetch, the upload by XMLHttpRequest. */
let history: IncidentUpload[];
/** What `GET incidents_file/{id}` answers, one after another (the last one repeats). */
let details: IncidentUploadDetail[];
const sent: { url: string; onDuplicate: FormDataEntryValue | null; file: string }[] = [];

const upload = (overrides: Partial<IncidentUploadDetail> = {}): IncidentUploadDetail => ({
  id: 7,
  file_name: 'incidents.xlsx',
  created_at: '2026-11-24T10:00:00Z',
  finished_at: null,
  uploaded_by: 'admin',
  on_duplicate: 'skip',
  status: 'queued',
  failure_reason: null,
  progress: null,
  rows_read: 0,
  rows_inserted: 0,
  rows_updated: 0,
  rows_skipped: 0,
  errors_total: 0,
  ignored_columns: [],
  errors: [],
  ...overrides,
});

beforeEach(() => {
  sent.length = 0;
  history = [];
  details = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      const body = /incidents_file\/\d+/.test(url)
        ? details.length > 1
          ? details.shift()
          : details[0]
        : { results: history };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  stubUploadServer({
    onSend: (url, body) =>
      sent.push({ url, onDuplicate: body.get('on_duplicate'), file: (body.get('incidents_file') as File).name }),
    answer: () => ({ status: 202, body: upload() }),
  });
});
afterEach(() => vi.unstubAllGlobals());

async function uploadFile(user: ReturnType<typeof userEvent.setup>) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await user.upload(input, new File(['x'], 'incidents.xlsx'));
  await user.click(screen.getByRole('radio', { name: /Обновить инцидент/ }));
  await user.click(screen.getByRole('button', { name: 'Загрузить' }));
}

describe('AdminUploadIncidentsPage', () => {
  it('shows an empty history, then follows an upload through its progress to the report of a refused file', async () => {
    const user = userEvent.setup();
    details = [
      upload({
        status: 'running',
        progress: { stage: 'checking', rows_read: 4, rows_valid: 2, rows_invalid: 1, rows_written: 0 },
      }),
      upload({
        status: 'rejected',
        rows_read: 4,
        errors_total: 1,
        errors: [{ row: 4, column: 'city', code: 'unknown_reference', value: 'Нетакого' }],
      }),
    ];
    renderWithApp(<AdminUploadIncidentsPage />);
    expect(await screen.findByText('Файлов ещё не загружали.')).toBeInTheDocument();
    await uploadFile(user);
    expect(sent).toEqual([{ url: '/api/v1/cargo/incidents_file', onDuplicate: 'update', file: 'incidents.xlsx' }]);
    expect(await screen.findByText('Проверка строк…')).toBeInTheDocument();
    expect(screen.getByText('С ошибками').nextSibling).toHaveTextContent('1');

    const table = await screen.findByRole('table', { name: 'Ошибки по строкам' }, { timeout: 5000 });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('4');
    expect(row).toHaveTextContent('Город');
    expect(row).toHaveTextContent('Нет в справочнике');
    expect(screen.getByRole('button', { name: 'Скачать отчёт (XLSX)' })).toBeInTheDocument();
  }, 30_000);

  it('shows the upload error of docs/product.md#upload-errors when the job failed, in English too', async () => {
    const user = userEvent.setup();
    details = [upload({ status: 'failed' })];
    history = [upload({ status: 'failed' })];
    renderWithApp(<AdminUploadIncidentsPage />, { locale: 'en' });
    expect(await screen.findByText('failed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open the upload “incidents.xlsx”' }));
    expect(
      await screen.findByText('An error occurred while uploading the file, please try again later.'),
    ).toBeInTheDocument();
    // The opened upload takes the focus, above the history the button was in.
    expect(screen.getByRole('heading', { name: 'Upload “incidents.xlsx”' })).toHaveFocus();
  }, 30_000);

  it('says why an import failed when its server process stopped, in both languages (issue 24 §4)', async () => {
    const user = userEvent.setup();
    const lost = upload({ status: 'failed', failure_reason: 'process_lost' });
    details = [lost];
    history = [lost];
    const { unmount } = renderWithApp(<AdminUploadIncidentsPage />, { locale: 'en' });
    expect(await screen.findByText('server stopped, nothing written')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open the upload “incidents.xlsx”' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred while uploading the file, please try again later.');
    expect(alert).toHaveTextContent('Nothing from the file was kept: you can upload it again now.');
    unmount();

    renderWithApp(<AdminUploadIncidentsPage />);
    expect(await screen.findByText('сервер остановился, ничего не записано')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Открыть загрузку «incidents.xlsx»' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Из файла ничего не сохранено');
  }, 30_000);

  it('reports an import with its counts and a way to the map of its incidents (issue 23 §10)', async () => {
    const user = userEvent.setup();
    details = [upload({ status: 'imported', rows_read: 3, rows_inserted: 2, rows_skipped: 1 })];
    renderWithApp(<AdminUploadIncidentsPage />);
    await uploadFile(user);
    expect(await screen.findByText('Инциденты загружены')).toBeInTheDocument();
    expect(screen.getByText(/Добавлено: 2, обновлено: 0, пропущено повторов: 1/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Открыть карту' })).toHaveAttribute('href', '/incidents?upload=7');
  }, 30_000);
});
