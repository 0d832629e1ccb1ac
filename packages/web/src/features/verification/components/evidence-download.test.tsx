import type { TicketList } from '@cargo-sentry/contracts/verification/tickets';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { TicketHistory } from './ticket-history';

const id = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const page: TicketList = {
  results: [
    {
      id,
      created_at: '2026-11-23T10:00:00Z',
      expires_at: '2026-11-24T10:00:00Z',
      consent_at: '2026-11-23T10:00:00Z',
      consent_version: 1,
      user: { id: 3, username: 'user' },
      checks: ['risk'],
      verdict: 'success',
      subject: { autoGos: 'Х001ХХ199' },
    },
  ],
  count: 1,
  next: null,
  previous: null,
};

// The server is the one thing that leaves the page: its answers are stubbed at fetch.
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let saved: { name: string; href: string }[];
beforeEach(() => {
  saved = [];
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.includes('/report.pdf')) {
      return new Response(new Blob(['%PDF-1.3'], { type: 'application/pdf' }), {
        status: 200,
        headers: { 'Content-Disposition': 'attachment; filename="verification-report-2026-11-23-aaaa.pdf"' },
      });
    }
    return new Response(JSON.stringify(page), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:evidence');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const reportCalls = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('report.pdf'));

describe('the evidence report download in the history', () => {
  it.each([
    ['ru', /Скачать PDF: проверка от/, 'ru'],
    ['en', /Download PDF: verification of/, 'en'],
  ] as const)('%s: each row downloads its ticket’s PDF in the page language', async (locale, name, lang) => {
    renderWithApp(<TicketHistory showUser={false} repeatingId={null} canRepeat onRepeat={() => undefined} />, {
      locale,
    });
    const button = await screen.findByRole('button', { name });
    await userEvent.click(button);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(reportCalls()).toEqual([`/api/v1/cargo/verification_ticket/${id}/report.pdf?lang=${lang}`]);
    expect(saved[0]).toEqual({ name: 'verification-report-2026-11-23-aaaa.pdf', href: 'blob:evidence' });
  });

  it('says so when the report could not be downloaded', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('report.pdf')
        ? new Response(JSON.stringify({ code: 'ticket_not_found', detail: 'Verification not found' }), {
            status: 404,
            headers: { 'Content-Type': 'application/json' },
          })
        : new Response(JSON.stringify(page), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    renderWithApp(<TicketHistory showUser={false} repeatingId={null} canRepeat onRepeat={() => undefined} />);
    await userEvent.click(await screen.findByRole('button', { name: /Скачать PDF/ }));
    expect(await screen.findByText('Не удалось скачать отчёт.')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});
