import type { RegisterImportReport, RegisterList } from '@cargo-sentry/contracts/registers/registers';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubUploadServer } from '@/test/fake-uploads';
import { renderWithApp } from '@/test/render';
import { AdminRegistersPage } from './admin-registers-page';

/** The API as the page meets it: the list by fetch, the import by XMLHttpRequest (upload progress). */
let list: RegisterList;
let listStatus = 200;
let answer: { status: number; body: unknown };
const imports: { url: string; mode: FormDataEntryValue | null; file: string }[] = [];

type Summary = RegisterList['results'][number];
const summary = (name: Summary['name'], rows: number, last: Summary['last_import'] = null): Summary => ({
  name,
  rows,
  last_import: last,
});

beforeEach(() => {
  imports.length = 0;
  listStatus = 200;
  list = {
    results: [
      summary('osago_policies', 1234, {
        at: '2025-03-04T09:05:00Z',
        by: 'admin',
        mode: 'replace',
        rows: 1234,
        file_name: 'osago.xlsx',
      }),
      summary('driving_licences', 2),
      summary('fssp_debts', 1),
      summary('court_cases', 1),
    ],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(listStatus === 200 ? list : { detail: 'x', code: 'internal' }), {
          status: listStatus,
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
  stubUploadServer({
    onSend: (url, body) => imports.push({ url, mode: body.get('mode'), file: (body.get('file') as File).name }),
    answer: () => answer,
    reportsProgress: true,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const renderPage = (locale: 'ru' | 'en' = 'ru') => renderWithApp(<AdminRegistersPage />, { locale });

const csvFile = (name = 'policies.csv') => new File(['VIN;Госномер\r\n'], name, { type: 'text/csv' });

async function chooseFile(user: ReturnType<typeof userEvent.setup>, file = csvFile()) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await user.upload(input, file);
}

const refused = (errors: RegisterImportReport['errors']): { status: number; body: unknown } => ({
  status: 400,
  body: {
    detail: 'The spreadsheet was not imported',
    code: 'import_failed',
    report: {
      register: 'osago_policies',
      mode: 'append',
      file_name: 'policies.csv',
      rows_read: 3,
      rows_imported: 0,
      rows_inserted: 0,
      rows_updated: 0,
      rows_unchanged: 0,
      ignored_columns: ['Комментарий'],
      errors,
      errors_total: errors.length,
    },
  },
});

describe('AdminRegistersPage', () => {
  it('lists the registers in the user’s language with their rows and latest import', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Реестры и их последние загрузки' });
    const osago = within(table).getByRole('row', { name: /Полисы ОСАГО/ });
    expect(osago).toHaveTextContent(/Полисы ОСАГО\s*1\s234/);
    expect(osago).toHaveTextContent('admin · замена · 1234 строки');
    expect(osago).toHaveTextContent('osago.xlsx');
    expect(within(table).getByRole('row', { name: /Водительские удостоверения/ })).toHaveTextContent(
      'Ещё не загружался',
    );
    expect(within(table).getAllByRole('button', { name: /Скачать шаблон XLSX/ })).toHaveLength(4);
  }, 30_000);

  it('imports a file by append, shows the count in a toast and refreshes the rows', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Загрузить файл в реестр: Полисы ОСАГО' }));
    expect(screen.getByRole('heading', { name: 'Загрузка: Полисы ОСАГО' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Загрузить' })).toBeDisabled();
    await chooseFile(user);
    answer = {
      status: 200,
      body: {
        register: 'osago_policies',
        mode: 'append',
        file_name: 'policies.csv',
        rows_read: 2,
        rows_imported: 2,
        rows_inserted: 1,
        rows_updated: 1,
        rows_unchanged: 0,
        ignored_columns: [],
        errors: [],
        errors_total: 0,
      },
    };
    list.results[0] = summary('osago_policies', 1236);
    await user.click(screen.getByRole('button', { name: 'Загрузить' }));
    expect(await screen.findByText('«Полисы ОСАГО»: загружены 2 строки')).toBeInTheDocument();
    // A row of a policy already there updated it (issue 23 item 11): the toast says so.
    expect(screen.getByText('Новых: 1, обновлено: 1, без изменений: 0.')).toBeInTheDocument();
    // The file is in the register: a second click must not import it twice.
    expect(screen.getByRole('button', { name: 'Загрузить' })).toBeDisabled();
    expect(imports).toEqual([
      { url: '/api/v1/cargo/registers/osago_policies/import', mode: 'append', file: 'policies.csv' },
    ]);
    await waitFor(() => expect(screen.getByTestId('rows-osago_policies')).toHaveTextContent(/^1\s236$/));
  }, 30_000);

  it('shows a refused file row by row, with column names and problems in words, and offers the report as CSV', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Загрузить файл в реестр: Полисы ОСАГО' }));
    await chooseFile(user);
    answer = refused([
      { row: 3, column: 'regNumber', code: 'plate', value: 'А12' },
      { row: 4, column: 'vin', code: 'vin_or_plate' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Загрузить' }));
    const report = await screen.findByRole('table', { name: 'Ошибки по строкам' });
    const rows = within(report)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['3', 'Госномер', 'Госномер: цифры и буквы А, В, Е, К, М, Н, О, Р, С, Т, У, Х, например А123ВС77', 'А12'],
      ['4', 'VIN', 'Нужен VIN или госномер', ''],
    ]);
    expect(screen.getByText('Файл не загружен: ничего не записано')).toBeInTheDocument();
    expect(screen.getByText(/Строк с данными в файле: 3\. Найдено 2 ошибки\./)).toBeInTheDocument();
    expect(screen.getByText(/Не прочитаны столбцы, которых нет в шаблоне: Комментарий/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Скачать отчёт (CSV)' })).toBeEnabled();
  }, 30_000);

  it('asks before replacing, naming the register and its rows, and sends nothing when cancelled', async () => {
    const user = userEvent.setup();
    renderPage('en');
    await user.click(await screen.findByRole('button', { name: 'Import a file into the register: OSAGO policies' }));
    await chooseFile(user, csvFile('all-policies.csv'));
    await user.click(screen.getByRole('radio', { name: /Replace the register/ }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace the register?' });
    expect(dialog).toHaveTextContent(
      'The register “OSAGO policies” now holds 1234 rows. All of them will be deleted and the register filled with the rows of “all-policies.csv”.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(imports).toEqual([]);

    answer = refused([{ row: null, column: null, code: 'not_spreadsheet' }]);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Replace' }));
    expect(await screen.findByRole('table', { name: 'Errors by row' })).toHaveTextContent(
      'whole file—This is not a CSV or XLSX spreadsheet',
    );
    expect(imports).toEqual([expect.objectContaining({ mode: 'replace', file: 'all-policies.csv' })]);
  }, 30_000);

  it('says why a file was refused before it was read (too large)', async () => {
    const user = userEvent.setup();
    renderPage('en');
    await user.click(await screen.findByRole('button', { name: 'Import a file into the register: OSAGO policies' }));
    await chooseFile(user);
    answer = { status: 413, body: { detail: 'request file too large', code: 'payload_too_large' } };
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const alert = await screen.findByRole('alert', { name: 'The file was not imported' });
    expect(alert).toHaveTextContent('The file is too large.');
    expect(screen.queryByRole('table', { name: 'Errors by row' })).toBeNull();
  }, 30_000);

  it('says when the list cannot be loaded, with a retry', async () => {
    listStatus = 500;
    renderPage('en');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The list of registers could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  }, 30_000);
});
