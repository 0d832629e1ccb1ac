import type { Report } from '@cargo-sentry/contracts/reports/reports';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { ReportsTable } from './reports-table';

const base: Report = {
  id: '6f1c1f5e-3b7a-4c1e-9a53-0d1f7a2b9c10',
  status: 'done',
  format: 'pdf',
  lang: 'ru',
  date_from: '2025-01-01',
  date_to: '2025-12-31',
  created_at: '2026-01-02T09:30:00.000Z',
  finished_at: '2026-01-02T09:30:05.000Z',
  expires_at: '2026-01-09T09:30:00.000Z',
  file_name: 'incident_report_2025-01-01_2025-12-31.pdf',
  size: 28_000,
  error: null,
  stage: null,
};

const props = { isLoading: false, isError: false, onRetry: () => {}, downloadingId: null };

describe('the list of reports', () => {
  it('offers a finished report for download, and says how long it is kept', async () => {
    const onDownload = vi.fn();
    renderWithApp(<ReportsTable {...props} reports={[base]} onDownload={onDownload} />);
    const row = (await screen.findAllByTestId('report-row'))[0];
    expect(within(row).getByText('01.01.2025 — 31.12.2025')).toBeInTheDocument();
    expect(within(row).getByText('Готов')).toBeInTheDocument();
    expect(within(row).getByText('Хранится до 09.01.2026')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: `Скачать ${base.file_name}` }));
    expect(onDownload).toHaveBeenCalledWith(base);
  });

  it('shows what a running report is doing, and no download before it is done', async () => {
    renderWithApp(
      <ReportsTable
        {...props}
        reports={[{ ...base, status: 'running', stage: 'drawing', size: null, finished_at: null }]}
        onDownload={() => {}}
      />,
      { locale: 'en' },
    );
    expect(await screen.findByText('Generating')).toBeInTheDocument();
    expect(screen.getByText('Drawing the report…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
  });

  it('asks to request a failed report again', async () => {
    renderWithApp(
      <ReportsTable {...props} reports={[{ ...base, status: 'failed', error: 'interrupted' }]} onDownload={() => {}} />,
    );
    expect(await screen.findByText('Ошибка')).toBeInTheDocument();
    expect(screen.getByText('Отчёт не получился, закажите его снова')).toBeInTheDocument();
  });

  it('says when there are no reports yet, and offers a retry when the list failed', async () => {
    const onRetry = vi.fn();
    const { unmount } = renderWithApp(<ReportsTable {...props} reports={[]} onDownload={() => {}} />);
    expect(await screen.findByText('Отчётов пока нет.')).toBeInTheDocument();
    unmount();
    renderWithApp(<ReportsTable {...props} isError reports={undefined} onRetry={onRetry} onDownload={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
