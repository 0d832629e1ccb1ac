import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { signInViaApi } from './support/api';
import { settle } from './support/page';

// A 2-core machine shared by the team: give every wait room.
const expect = baseExpect.configure({ timeout: 30_000 });
const here = path.dirname(fileURLToPath(import.meta.url));
const shotDir = path.join(here, 'artifacts', 'screenshots');
const image = path.join(here, '../packages/server/test/fixtures/passports/01.jpg');
const viewports = {
  desktop: { width: 1366, height: 900 },
  mobile: { width: 375, height: 812 },
};

const words = {
  ru: {
    plate: 'Госномер ТС',
    lastName: 'Фамилия',
    firstName: 'Имя',
    birthDate: 'Дата рождения',
    inn: 'ИНН',
    consent: /Подтверждаю, что персональные данные получены законно/,
    run: 'Запустить проверки',
    newCheck: 'Новая проверка',
    repeat: /^Повторить проверку от/,
    search: 'Поиск',
    verdict: 'Итог',
    alert: 'Тревога',
    warning: 'Внимание',
    noMatch: 'Ничего не найдено по этим фильтрам.',
    clearFilters: 'Сбросить фильтры',
    repeatLoaded: /В форму загружены данные проверки от/,
    passport: 'Распознать паспорт',
    photo: 'Фото лица',
  },
  en: {
    plate: 'Vehicle plate',
    lastName: 'Last name',
    firstName: 'First name',
    birthDate: 'Date of birth',
    inn: 'INN',
    consent: /I confirm that the personal data was obtained lawfully/,
    run: 'Run checks',
    newCheck: 'New check',
    repeat: /^Repeat the check of/,
    search: 'Search',
    verdict: 'Verdict',
    alert: 'Alert',
    warning: 'Warning',
    noMatch: 'Nothing matches these filters.',
    clearFilters: 'Clear filters',
    repeatLoaded: /The data of the check of .* are in the form/,
    passport: 'Recognize passport',
    photo: 'Face photo',
  },
} as const;
type Words = (typeof words)['ru' | 'en'];

const random = (digits: number) => String(Math.floor(Math.random() * 10 ** digits)).padStart(digits, '0');
/** A valid legal entity's INN no one else uses: nine random digits and the FNS check digit. */
function uniqueInn(): string {
  const body = `77${random(7)}`;
  const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(body[i]), 0);
  return `${body}${(sum % 11) % 10}`;
}
/** A plate no demo incident carries (letters a plate may have, a region of three digits). */
const uniquePlate = () => `М${random(3)}РТ${700 + Math.floor(Math.random() * 99)}`;

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

interface Check {
  plate: string;
  inn: string;
  lastName: string;
  firstName: string;
  birthDate: string;
}

/** Fills the form, consents and runs; waits until every card has answered. */
async function runCheck(page: Page, w: Words, check: Check) {
  await field(page, w.plate).fill(check.plate);
  await field(page, w.inn).fill(check.inn);
  await field(page, w.lastName).fill(check.lastName);
  await field(page, w.firstName).fill(check.firstName);
  await field(page, w.birthDate).fill(check.birthDate);
  await page.getByRole('checkbox', { name: w.consent }).check();
  await page.getByRole('button', { name: w.run }).click();
  await expect(page.getByTestId('verification-summary').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: w.run })).toBeEnabled({ timeout: 60_000 });
}

const rows = (page: Page) => page.getByTestId('ticket-history-row');

test.describe('verification history', () => {
  test.setTimeout(240_000);
  test.use({ actionTimeout: 30_000 });

  for (const locale of ['ru', 'en'] as const) {
    test.describe(locale, () => {
      test.use({ locale: locale === 'ru' ? 'ru-RU' : 'en-US', viewport: viewports.desktop });

      test('finds a check by plate and by INN, filters by verdict, repeats one, and "New check" clears the form', async ({
        page,
      }) => {
        const w = words[locale];
        // the README's incident plate: an alert; a fresh plate: no policy found, a warning
        const alarming: Check = {
          plate: 'А777АА77',
          inn: uniqueInn(),
          lastName: 'Должников',
          firstName: 'Пётр',
          birthDate: '15.04.1980',
        };
        const other: Check = {
          plate: uniquePlate(),
          inn: uniqueInn(),
          lastName: 'Чистов',
          firstName: 'Иван',
          birthDate: '01.01.1985',
        };
        await signInViaApi(page, 'user');
        await page.goto('/verification');
        await settle(page);
        await runCheck(page, w, alarming);
        await page.getByRole('button', { name: w.newCheck }).click();
        await runCheck(page, w, other);

        // each row reads without opening: the person, the plate, the INN, the verdict in words, the date
        const history = page.getByTestId('ticket-history');
        const search = page.getByRole('searchbox', { name: w.search });
        await search.fill(other.plate);
        await expect(rows(page)).toHaveCount(1);
        const found = rows(page).first();
        await expect(found.getByTestId('ticket-plate')).toHaveText(other.plate);
        await expect(found.getByTestId('ticket-inn')).toHaveText(other.inn);
        await expect(found.getByTestId('ticket-person')).toContainText(`${other.lastName} ${other.firstName}`);
        await expect(found.getByTestId('standing-badge')).toHaveText(w.warning);
        await expect(found.getByTestId('ticket-date')).toHaveText(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/);

        await search.fill(alarming.inn);
        await expect(rows(page)).toHaveCount(1);
        await expect(rows(page).first().getByTestId('ticket-plate')).toHaveText(alarming.plate);
        await expect(rows(page).first().getByTestId('standing-badge')).toHaveText(w.alert);
        await expectNoSeriousA11yViolations(page);

        // the verdict narrows the search: this INN's check was an alert, not a warning
        await page.getByRole('textbox', { name: w.verdict }).click();
        await page.getByRole('option', { name: w.warning }).click();
        await expect(history.getByTestId('ticket-history-row')).toHaveCount(0);
        await expect(page.getByTestId('ticket-history-no-match')).toContainText(w.noMatch);
        await page.getByTestId('ticket-history-no-match').getByRole('button', { name: w.clearFilters }).click();
        await expect(search).toHaveValue('');

        // the verdict alone: every row an alert, the newest being the alarming check, the other absent
        await page.getByRole('textbox', { name: w.verdict }).click();
        await page.getByRole('option', { name: w.alert }).click();
        await expect(rows(page).first().getByTestId('ticket-inn')).toHaveText(alarming.inn);
        for (const badge of await history.getByTestId('standing-badge').all()) await expect(badge).toHaveText(w.alert);
        await expect(history.getByTestId('ticket-plate').filter({ hasText: other.plate })).toHaveCount(0);
        await page.screenshot({
          path: path.join(shotDir, `verification-history-${locale}-desktop.png`),
          fullPage: true,
        });

        // at 375 px the rows are stacked and nothing is cut
        await page.setViewportSize(viewports.mobile);
        await rows(page).first().scrollIntoViewIfNeeded();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewports.mobile.width,
        );
        for (const testId of ['ticket-person', 'ticket-plate', 'ticket-inn', 'standing-badge']) {
          const box = await rows(page).first().getByTestId(testId).boundingBox();
          expect(box && box.x >= 0 && box.x + box.width <= viewports.mobile.width, testId).toBe(true);
        }
        // the whole section: the filters stacked above the rows
        await page
          .locator('section[aria-labelledby="verification-history"]')
          .screenshot({ path: path.join(shotDir, `verification-history-${locale}-mobile.png`) });
        await expectNoSeriousA11yViolations(page);
        await page.setViewportSize(viewports.desktop);

        // "Repeat" loads the check's inputs without running it; the consent must be given again
        const ticketsBefore = await rows(page).count();
        await rows(page).first().getByRole('button', { name: w.repeat }).click();
        await expect(page.getByTestId('repeat-notice')).toContainText(w.repeatLoaded);
        // the form is scrolled to with its notice in sight, below the sticky header
        const notice = await page.getByTestId('repeat-notice').boundingBox();
        expect(notice && notice.y >= 60, 'notice below the header').toBe(true);
        await expect(field(page, w.plate)).toHaveValue(alarming.plate);
        await expect(field(page, w.inn)).toHaveValue(alarming.inn);
        await expect(field(page, w.lastName)).toHaveValue(alarming.lastName);
        await expect(field(page, w.firstName)).toHaveValue(alarming.firstName);
        await expect(field(page, w.birthDate)).toHaveValue(alarming.birthDate);
        await expect(page.getByRole('checkbox', { name: w.consent })).not.toBeChecked();
        await expect(page.getByRole('button', { name: w.run })).toBeDisabled();
        await expect(page.getByTestId('verification-summary')).toHaveCount(0);
        await expect(rows(page)).toHaveCount(ticketsBefore);
        await page.screenshot({ path: path.join(shotDir, `verification-repeat-${locale}.png`) });

        // "New check" clears it all: fields, consent, the chosen photos
        const passport = page.getByRole('group', { name: w.passport });
        await passport.locator('input[type="file"]').setInputFiles(image);
        await page.locator('input[type="file"][name="face_photo"]').setInputFiles(image);
        await expect(page.getByText('01.jpg')).toHaveCount(2);
        await page.getByRole('checkbox', { name: w.consent }).check();
        await page.getByRole('button', { name: w.newCheck }).click();
        for (const name of [w.plate, w.inn, w.lastName, w.firstName, w.birthDate]) {
          await expect(field(page, name)).toHaveValue('');
        }
        await expect(page.getByRole('checkbox', { name: w.consent })).not.toBeChecked();
        await expect(page.getByText('01.jpg')).toHaveCount(0);
        await expect(page.getByTestId('repeat-notice')).toHaveCount(0);
        await expect(page.getByTestId('verification-summary')).toHaveCount(0);
      });
    });
  }
});
