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

/** A ticket with a consistency finding, as the link explorer's ticket node opens it. */
const linked: TicketDetail = {
  ...past,
  id: '6f1c0a9e-1d2b-4c3d-8e9f-0a1b2c3d4e5f',
  verdict: 'warning',
  checks: ['consistency'],
  results: {
    consistency: {
      class: 'warning',
      resultCode: 0,
      resultMessage: '',
      findings: [
        {
          rule: 'phone_other_person',
          class: 'warning',
          message: { ru: 'Телефон указывали с другим человеком', en: 'The phone was given with another person' },
          sources: [{ kind: 'incident', id: '17', date: '2026-11-02', own: true, link: '/incidents/view/17' }],
        },
      ],
    },
  },
};
const othersId = '00000000-0000-4000-8000-000000000000';

// The server is the one thing that leaves the page: its answers are stubbed at fetch.
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  // jsdom lays nothing out: the page's scroll to the form has nowhere to go
  Element.prototype.scrollIntoView = vi.fn();
  currentUser.set(buildUser());
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.includes(`/verification_ticket/${past.id}`)) return json(200, past);
    if (url.includes(`/verification_ticket/${linked.id}`)) return json(200, linked);
    if (url.includes(`/verification_ticket/${othersId}`)) {
      return json(404, { code: 'ticket_not_found', detail: 'Verification not found' });
    }
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

describe('VerificationPage opened on a check (?ticket=)', () => {
  it('shows the user’s own check’s results at the top, focused, and closes it', async () => {
    const user = userEvent.setup();
    renderWithApp(<VerificationPage />, { locale: 'en', path: `/verification?ticket=${linked.id}` });
    const section = await screen.findByRole('region', { name: /^Check of 23\.11\.2026/ });
    await waitFor(() => expect(within(section).getByRole('heading', { level: 2 })).toHaveFocus());
    expect(within(section).getByTestId('result-consistency')).toHaveTextContent(
      'The phone was given with another person',
    );
    expect(within(section).getByRole('link', { name: 'Incident No. 17' })).toHaveAttribute(
      'href',
      '/incidents/view/17',
    );
    await user.click(within(section).getByRole('button', { name: 'Close the check' }));
    expect(screen.queryByTestId('linked-ticket')).toBeNull();
  }, 30_000);

  it('says in Russian that another’s or an unknown check cannot be opened', async () => {
    renderWithApp(<VerificationPage />, { locale: 'ru', path: `/verification?ticket=${othersId}` });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Эту проверку открыть нельзя');
    expect(alert).toHaveTextContent('Её нет среди ваших проверок, или ссылка неверна.');
    // the page itself still works: the form is there
    expect(screen.getByRole('heading', { level: 1, name: 'Проверка' })).toBeInTheDocument();
  }, 30_000);
});
