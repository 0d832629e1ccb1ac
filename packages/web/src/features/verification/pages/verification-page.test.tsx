import type { TicketDetail } from '@cargo-sentry/contracts/verification/tickets';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUser } from '@/shared/session/session';
import { buildUser } from '@/test/factories';
import { renderWithApp } from '@/test/render';
import { VerificationPage } from './verification-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const past: TicketDetail = {
  id: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
  created_at: '2026-11-23T10:05:00Z',
  expires_at: '2026-11-24T10:05:00Z',
  consent_at: '2026-11-23T10:05:00Z',
  consent_version: 1,
  user: { id: 3, username: 'user' },
  checks: ['risk', 'fssp'],
  verdict: 'alert',
  subject: { lastName: 'Должников', firstName: 'Пётр', autoGos: 'А777АА77', inn: '7799000012' },
  inputs: {
    autoGos: 'А777АА77',
    inn: '7799000012',
    lastName: 'Должников',
    firstName: 'Пётр',
    birthDate: '1980-04-15',
    externalId: ['7799001'],
  },
  results: {},
  photo: null,
};

// The server is the one thing that leaves the page: its answers are stubbed at fetch.
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  // jsdom lays nothing out: the page's scroll to the form has nowhere to go
  Element.prototype.scrollIntoView = vi.fn();
  currentUser.set(buildUser());
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.includes(`/verification_ticket/${past.id}`)) return json(200, past);
    if (url.includes('/verification_ticket')) {
      const { inputs: _inputs, results: _results, photo: _photo, ...summary } = past;
      return json(200, { results: [summary], count: 1, next: null, previous: null });
    }
    return json(404, { code: 'not_found', detail: 'no' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  currentUser.set(null);
});

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const consent = () => screen.getByRole('checkbox', { name: /obtained lawfully/ });
const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('VerificationPage', () => {
  it('"New check" empties every field, unticks the consent and drops the face photo', async () => {
    const user = userEvent.setup();
    renderWithApp(<VerificationPage />, { locale: 'en' });
    await user.type(field('Vehicle plate'), 'А123ВС77');
    await user.type(field('INN'), '7799000012');
    await user.upload(
      document.querySelector<HTMLInputElement>('input[type="file"][name="face_photo"]')!,
      new File(['x'], 'face.jpg', { type: 'image/jpeg' }),
    );
    expect(screen.getByText('face.jpg')).toBeInTheDocument();
    await user.click(consent());
    expect(consent()).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'New check' }));
    expect(field('Vehicle plate')).toHaveValue('');
    expect(field('INN')).toHaveValue('');
    expect(consent()).not.toBeChecked();
    expect(screen.queryByText('face.jpg')).toBeNull();
    expect(posts()).toEqual([]);
  }, 60_000);

  it('"Repeat" loads a past ticket’s inputs, replacing what was typed, without running and without consent', async () => {
    const user = userEvent.setup();
    renderWithApp(<VerificationPage />, { locale: 'en' });
    await user.type(field('Vehicle VIN'), 'XTA210990Y2765432');
    await user.click(consent());
    const [row] = await screen.findAllByTestId('ticket-history-row');
    await user.click(within(row).getByRole('button', { name: /^Repeat the check of/ }));
    await waitFor(() => expect(field('Vehicle plate')).toHaveValue('А777АА77'));
    expect(field('INN')).toHaveValue('7799000012');
    expect(field('Last name')).toHaveValue('Должников');
    expect(field('Date of birth')).toHaveValue('15.04.1980');
    expect(field('Vehicle VIN')).toHaveValue('');
    expect(consent()).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Run checks' })).toBeDisabled();
    expect(screen.getByTestId('repeat-notice')).toHaveTextContent('The data of the check of 23.11.2026');
    expect(screen.queryByText('The data of this check could not be loaded.')).toBeNull();
    expect(field('Vehicle plate')).toHaveFocus();
    expect(posts()).toEqual([]);
  }, 60_000);
});
