import { defaultConsistencySettings } from '@cargo-sentry/contracts/identity-links/consistency';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { AdminLinksSettingsPage } from './admin-links-settings-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let failRules = false;
const sent = (method: string, part: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input).includes(part) && init?.method === method)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

beforeEach(() => {
  failRules = false;
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    if (url.includes('/links/settings')) return json(200, body ?? { sharing_between_companies: true });
    if (url.includes('/consistency/settings')) {
      if (failRules) return json(503, { code: 'unavailable', detail: 'down' });
      return json(200, body ?? defaultConsistencySettings);
    }
    return json(404, { code: 'not_found', detail: 'no' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the identity links settings page', { timeout: 30_000 }, () => {
  it('turns sharing between companies off and says it saved', async () => {
    const user = userEvent.setup();
    renderWithApp(<AdminLinksSettingsPage />, { locale: 'en' });
    const sharing = await screen.findByRole('switch', { name: /^Share conflicts between companies/ });
    expect(sharing).toBeChecked();
    await user.click(sharing);
    expect(screen.getByText('Each company sees only its own checks.')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Sharing between companies' });
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Saved.');
    expect(sent('PUT', '/links/settings')).toEqual([{ sharing_between_companies: false }]);
  });

  it('edits a rule with the keyboard, refuses bad values in Russian at their fields and saves the rest', async () => {
    const user = userEvent.setup();
    renderWithApp(<AdminLinksSettingsPage />, { locale: 'ru' });
    const rule = await screen.findByRole('group', { name: 'Водителя предлагали разные перевозчики' });
    const window = within(rule).getByRole('textbox', { name: /Окно, дней/ });
    const alert = within(rule).getByRole('textbox', { name: /«Тревога» от/ });
    expect(window).toHaveValue('14');
    expect(within(rule).getByText('«Внимание» от 2, «Тревога» от 4.')).toBeInTheDocument();

    await user.clear(window);
    await user.type(window, '0');
    await user.clear(alert);
    await user.type(alert, '2');
    const section = screen.getByRole('region', { name: 'Правила согласованности' });
    await user.click(within(section).getByRole('button', { name: 'Сохранить' }));
    expect(window).toHaveAccessibleDescription(/Окно — от 1 до 3650 дней/);
    expect(alert).toHaveAccessibleDescription(/Для «Тревоги» нужно больше, чем для «Внимания»/);
    // the first field to fix takes the keyboard; nothing was sent
    expect(window).toHaveFocus();
    expect(sent('PUT', '/consistency/settings')).toEqual([]);

    await user.clear(window);
    await user.type(window, '30');
    await user.clear(alert);
    await user.keyboard('{Enter}');
    expect(await within(section).findByRole('status')).toHaveTextContent('Сохранено.');
    expect(within(rule).getByText('«Внимание» от 2.')).toBeInTheDocument();
    expect(sent('PUT', '/consistency/settings')).toEqual([
      {
        ...defaultConsistencySettings,
        driver_many_carriers: { enabled: true, window_days: 30, warning_at: 2, alert_at: null },
      },
    ]);
  });

  it('shows a section that could not load with a retry, the other still usable', async () => {
    failRules = true;
    const user = userEvent.setup();
    renderWithApp(<AdminLinksSettingsPage />, { locale: 'en' });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('The settings could not be loaded');
    expect(screen.getByRole('switch', { name: /^Share conflicts between companies/ })).toBeEnabled();
    failRules = false;
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Plate and VIN do not match' })).toBeInTheDocument());
  });
});
