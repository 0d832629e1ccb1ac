import type { ConsentVersion } from '@cargo-sentry/contracts/consent/consent';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { ConsentVersionsPage } from './consent-versions-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const version1: ConsentVersion = {
  version: 1,
  text_ru: 'Подтверждаю, что персональные данные получены законно',
  text_en: 'I confirm that the personal data was obtained lawfully',
  biometric_ru: 'Письменное согласие на обработку биометрии',
  biometric_en: 'Written consent to biometric processing',
  sha256: 'a'.repeat(64),
  published_at: '2026-11-28T10:00:00Z',
  published_by: null,
};

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let versions: ConsentVersion[];
beforeEach(() => {
  versions = [version1];
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    if (String(input).includes('/personal_data/consent')) {
      if (init?.method === 'POST') {
        const published = { ...version1, ...JSON.parse(String(init.body)), version: 2, published_by: 'admin' };
        versions = [published, ...versions];
        return json(201, published);
      }
      return json(200, { results: versions });
    }
    return json(404, { code: 'not_found', detail: 'no' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('ConsentVersionsPage', () => {
  it('lists the versions, current first, and publishes a new one from the current text', async () => {
    const user = userEvent.setup();
    renderWithApp(<ConsentVersionsPage />, { locale: 'en' });
    expect(await screen.findByText('Version 1')).toBeInTheDocument();
    expect(screen.getByText('Current')).toBeInTheDocument();
    const english = screen.getByRole('textbox', { name: 'Consent to personal data processing (English)' });
    expect(english).toHaveValue(version1.text_en);
    await user.clear(english);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(screen.getByText('10 to 4000 characters')).toBeInTheDocument();
    await user.type(english, 'I confirm, edition two of the consent');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Version 2')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]?.body))).toMatchObject({ text_en: 'I confirm, edition two of the consent' });
  }, 60_000);
});
