import type { SubjectKeptRecord, SubjectSearchAnswer } from '@cargo-sentry/contracts/personal-data-requests/requests';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { SubjectRequestsPage } from './subject-requests-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const same = (text: string) => ({ ru: text, en: text });

const answer = (openIncidents: number[], kept: SubjectKeptRecord[] = []): SubjectSearchAnswer => ({
  identifiers: [{ kind: 'person', value: 'сидоров|антон|павлович|1985-03-12' }],
  groups: {
    ticket: [
      {
        id: 't-1',
        kind: 'ticket',
        kind_label: { ru: 'Проверка', en: 'Check' },
        date: '2026-11-20T10:00:00Z',
        fields: [
          { key: 'lastName', label: { ru: 'Фамилия', en: 'Last name' }, value: same('Сидоров') },
          { key: 'phone', label: { ru: 'Телефон', en: 'Phone' }, value: same('+79161234567') },
          {
            key: 'check.phone',
            label: { ru: 'Телефон', en: 'Phone' },
            value: {
              ru: 'Норма — Телефон подтверждён: зарегистрирован на этого человека',
              en: 'Clear — The phone is confirmed: it is registered to this person',
            },
          },
        ],
      },
    ],
    register: [
      {
        id: '7',
        kind: 'phone_records',
        kind_label: { ru: 'Телефоны', en: 'Phone numbers' },
        date: null,
        fields: [{ key: 'birthDate', label: { ru: 'Дата рождения', en: 'Date of birth' }, value: same('12.03.1985') }],
      },
    ],
    incident: openIncidents.map((id) => ({
      id: String(id),
      kind: 'incident',
      kind_label: { ru: 'Инцидент', en: 'Incident' },
      date: '2026-10-10',
      fields: [],
    })),
    face_gallery: [],
    identity_link: [],
  },
  truncated: false,
  erasure: openIncidents.length
    ? { allowed: false, reason: 'open_incident', incidents: openIncidents, kept }
    : { allowed: true, reason: null, incidents: [], kept },
});

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const stub = (openIncidents: number[], kept: SubjectKeptRecord[] = []) => {
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url.includes('/personal_data/search')) {
      return new URL(url, 'http://x').searchParams.get('q') === 'hello'
        ? json(400, { code: 'identifier_invalid', detail: 'no' })
        : json(200, answer(openIncidents, kept));
    }
    if (url.includes('/personal_data/erase') && init?.method === 'POST') {
      return json(200, {
        mode: 'erase',
        counts: { ticket: 1, register: 1, face_gallery: 0, identity_link: 2 },
        kept,
      });
    }
    return json(404, { code: 'not_found', detail: 'no' });
  });
  vi.stubGlobal('fetch', fetchMock);
};
afterEach(() => vi.unstubAllGlobals());

describe('SubjectRequestsPage', () => {
  beforeEach(() => stub([]));

  it('finds a person and shows what is held, grouped by source, then erases it with a reason', async () => {
    const user = userEvent.setup();
    renderWithApp(<SubjectRequestsPage />, { locale: 'en' });
    expect(screen.getByText("Enter the person's data to find what is held about them.")).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Person, passport, phone or plate' }), 'Сидоров Антон');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const checks = await screen.findByRole('region', { name: 'Checks' });
    expect(within(checks).getByText('Check · t-1 · 20.11.2026', { exact: false })).toBeInTheDocument();
    expect(within(checks).getByRole('rowheader', { name: 'Last name' })).toBeInTheDocument();
    expect(within(checks).getByText('+79161234567')).toBeInTheDocument();
    expect(
      within(checks).getByText('Clear — The phone is confirmed: it is registered to this person'),
    ).toBeInTheDocument();
    const registers = screen.getByRole('region', { name: 'Registers' });
    expect(within(registers).getByText('Phone numbers · 7')).toBeInTheDocument();
    const birth = within(registers).getByRole('rowheader', { name: 'Date of birth' });
    expect(birth.closest('tr')).toHaveTextContent('12.03.1985');
    expect(within(screen.getByRole('region', { name: 'Face gallery' })).getByText('Nothing held')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Erase or mask' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erasing personal data' });
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect(within(dialog).getByText('Give the reason: at least 5 characters')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Request no. 17');
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect(await screen.findByText('Done: checks 1, register rows 1, faces 0, links 2.')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(JSON.parse(String(init?.body))).toEqual({ q: 'Сидоров Антон', mode: 'erase', reason: 'Request no. 17' });
  }, 60_000);

  it('says why erasure is refused while an open incident names the person', async () => {
    stub([4242]);
    renderWithApp(<SubjectRequestsPage />, { path: '/?q=А123ВС77' });
    expect(await screen.findByText(/открытых инцидентах \(4242\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Удалить или обезличить' })).toBeDisabled();
    expect(
      within(screen.getByRole('region', { name: 'Инциденты' })).getByText('Инцидент · 4242 · 10.10.2026'),
    ).toBeInTheDocument();
  }, 30_000);

  it('marks each record an erasure keeps with the reason the law keeps it, before the erasure', async () => {
    // the phone register's row stands for an invalid passport's here: the page shows what it is told
    stub([], [{ source: 'register', kind: 'phone_records', id: '7', reason: 'invalid_passport' }]);
    renderWithApp(<SubjectRequestsPage />, { path: '/?q=4510 123456', locale: 'en' });
    const registers = await screen.findByRole('region', { name: 'Registers' });
    expect(
      within(registers).getByText(
        "Stays after erasure: the passport is on the MVD's list of invalid passports, which the law keeps to prevent fraud.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Some records stayAn erasure keeps 1 record, which the law keeps: it is marked below with the reason.',
    );
    // only that record: the check is erased
    expect(within(screen.getByRole('region', { name: 'Checks' })).queryByText(/Stays after erasure/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Erase or mask' })).toBeEnabled();
  }, 30_000);

  it('says in Russian why a court case stays', async () => {
    stub([], [{ source: 'register', kind: 'phone_records', id: '7', reason: 'court_case' }]);
    renderWithApp(<SubjectRequestsPage />, { path: '/?q=4510 123456' });
    const registers = await screen.findByRole('region', { name: 'Реестры' });
    expect(
      within(registers).getByText(
        'Останется после удаления: судебное дело — открытые сведения суда, их хранят по закону.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Удаление оставит 1 запись, которую закон велит хранить: она отмечена ниже с причиной.',
    );
  }, 30_000);

  it('names records and fields in Russian on a Russian page', async () => {
    renderWithApp(<SubjectRequestsPage />, { path: '/?q=Сидоров Антон' });
    const checks = await screen.findByRole('region', { name: 'Проверки' });
    expect(within(checks).getByRole('rowheader', { name: 'Фамилия' })).toBeInTheDocument();
    expect(
      within(checks).getByText('Норма — Телефон подтверждён: зарегистрирован на этого человека'),
    ).toBeInTheDocument();
    const registers = screen.getByRole('region', { name: 'Реестры' });
    expect(within(registers).getByText('Телефоны · 7')).toBeInTheDocument();
    expect(within(registers).getByRole('rowheader', { name: 'Дата рождения' })).toBeInTheDocument();
  }, 30_000);

  it('shows a query that is no identifier by the field', async () => {
    renderWithApp(<SubjectRequestsPage />, { path: '/?q=hello', locale: 'en' });
    expect(
      await screen.findByText('This is not a name, passport, phone or plate: check the query.'),
    ).toBeInTheDocument();
  }, 30_000);
});
