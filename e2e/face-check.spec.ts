import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signInViaApi } from './support/api';

// A 2-core machine shared by the team, and a face model that loads on the first check: room to wait.
const expect = baseExpect.configure({ timeout: 60_000 });
const here = path.dirname(fileURLToPath(import.meta.url));
const shotDir = path.join(here, 'artifacts', 'screenshots');
const faces = path.join(here, '..', 'packages', 'server', 'fixtures', 'faces');

const words = {
  ru: {
    consent: /Подтверждаю, что персональные данные получены законно/,
    biometricConsent: /письменное согласие на обработку его биометрических/,
    run: 'Запустить проверки',
    willRun: 'Будет выполнена',
    found: 'Найдено 1 совпадение в базе лиц',
    person: 'Хоппер Грейс',
    incident: /Происшествие № \d+/,
    face: 'Лицо, найденное на фото',
    twoFaces: 'На фото несколько лиц: загрузите фото, на котором только один человек',
    gallery: 'Лица в базе',
  },
  en: {
    consent: /I confirm that the personal data was obtained lawfully/,
    biometricConsent: /gave written consent to the processing of their biometric/,
    run: 'Run checks',
    willRun: 'Will run',
    found: '1 match found in the face gallery',
    person: 'Хоппер Грейс',
    incident: /Incident No\. \d+/,
    face: 'The face found in the photo',
    twoFaces: 'Several faces in the photo: upload one with only the person checked',
    gallery: 'Faces in the gallery',
  },
} as const;

async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('loading-bar')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

test.describe('face check', () => {
  test.setTimeout(240_000);
  test.use({ actionTimeout: 30_000 });

  for (const locale of ['ru', 'en'] as const) {
    test.describe(locale, () => {
      test.use({ locale: locale === 'ru' ? 'ru-RU' : 'en-US' });

      test('the demo photo matches the face the demo gallery lists under an incident; two faces give the message', async ({
        page,
      }) => {
        const w = words[locale];
        await signInViaApi(page, 'user');
        await page.goto('/verification');
        await settle(page);
        await page.locator('input[type="file"][name="face_photo"]').setInputFiles(path.join(faces, 'demo-photo.jpg'));
        await expect(page.getByTestId('plan-face')).toContainText(w.willRun);
        await page.getByRole('checkbox', { name: w.consent }).check();
        // a face is biometric: the check asks its own written consent (issue 28 §3)
        await page.getByRole('checkbox', { name: w.biometricConsent }).check();
        await page.getByRole('button', { name: w.run }).click();

        const card = page.getByTestId('result-face');
        await expect(card).toHaveAttribute('data-standing', 'alert');
        await expect(card).toContainText(w.found);
        await expect(card).toContainText(w.person);
        await expect(card.getByRole('link', { name: w.incident })).toBeVisible();
        await expect(card.getByRole('img', { name: w.face })).toBeVisible();
        await card.scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(shotDir, `face-check-match-${locale}.png`), fullPage: true });

        await page.locator('input[type="file"][name="face_photo"]').setInputFiles(path.join(faces, 'two-faces.jpg'));
        await page.getByRole('button', { name: w.run }).click();
        await expect(card).toHaveAttribute('data-standing', 'warning');
        await expect(card).toContainText(w.twoFaces);
        await card.scrollIntoViewIfNeeded();
        await card.screenshot({ path: path.join(shotDir, `face-check-two-faces-${locale}.png`) });
      });

      test('staff see the demo face gallery on the registers page', async ({ page }) => {
        const w = words[locale];
        await signInViaApi(page, 'admin');
        await page.goto('/administration/registers');
        await settle(page);
        const gallery = page.getByRole('table', { name: w.gallery });
        await expect(gallery).toContainText(w.person);
        await expect(gallery).toContainText('Коллинз Айлин');
        await gallery.scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(shotDir, `face-gallery-admin-${locale}.png`) });
      });
    });
  }
});
