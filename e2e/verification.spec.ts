import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { fetchTokens, signInViaApi } from './support/api';
import { fillDemoDriver } from './support/demo-driver';
import { settle } from './support/page';
import { incidentWithPlate } from './support/demo-incidents';

// A 2-core machine shared by the team: give every wait room.
const expect = baseExpect.configure({ timeout: 30_000 });
const shotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts', 'screenshots');
const viewports = {
  desktop: { width: 1366, height: 900 },
  mobile: { width: 375, height: 812 },
};

const words = {
  ru: {
    plate: 'Госномер ТС',
    risk: 'Риски по базе инцидентов',
    willRun: 'Будет выполнена',
    consent: /Подтверждаю, что персональные данные получены законно/,
    run: 'Запустить проверки',
    checksLeft: (count: number, total: number) => new RegExp(`Осталос[ьа]\\s+${count}\\s+провер\\S*\\s+из\\s+${total}`),
    alertSummary: 'Найдены тревожные совпадения',
    history: 'История проверок',
    outOfChecks: 'У Вас закончились проверки',
    fields: {
      licenseNumber: 'Номер водительского удостоверения',
      licenseDate: 'Дата выдачи удостоверения',
      lastName: 'Фамилия',
      firstName: 'Имя',
      birthDate: 'Дата рождения',
      passport: 'Серия и номер паспорта',
      snils: 'СНИЛС',
      midName: 'Отчество',
      passportDate: 'Дата выдачи паспорта',
      phone: 'Телефон',
      inn: 'ИНН',
    },
    notValid: 'Недействителен',
    confirmed: 'Подтверждён',
    checked: 'Проверено',
    osagoExpired: 'Полис истёк',
    debt: '412 500 ₽',
  },
  en: {
    plate: 'Vehicle plate',
    risk: 'Risk in our incident database',
    willRun: 'Will run',
    consent: /I confirm that the personal data was obtained lawfully/,
    run: 'Run checks',
    checksLeft: (count: number, total: number) => new RegExp(`${count} checks? left of ${total}`),
    alertSummary: 'Alarming matches found',
    history: 'Verification history',
    outOfChecks: 'You have run out of checks',
    fields: {
      licenseNumber: 'Driving licence number',
      licenseDate: 'Licence issue date',
      lastName: 'Last name',
      firstName: 'First name',
      birthDate: 'Date of birth',
      passport: 'Passport series and number',
      snils: 'SNILS',
      midName: 'Middle name',
      passportDate: 'Passport issue date',
      phone: 'Phone',
      inn: 'INN',
    },
    notValid: 'Not valid',
    confirmed: 'Confirmed',
    checked: 'Checked',
    osagoExpired: 'The policy has expired',
    debt: '412,500 ₽',
  },
} as const;

/** The user's quota as the server has it. */
async function quotaOf(request: APIRequestContext, username: string) {
  const { access } = await fetchTokens(request, username);
  const response = await request.get('/api/v1/cargo/user/current', { headers: { Authorization: `Bearer ${access}` } });
  return (await response.json()) as { verification_count: number; verification_total: number };
}

/** Opens tickets through the API until the server answers 402: the user has no checks left. */
async function spendAllChecks(request: APIRequestContext, username: string) {
  const { access } = await fetchTokens(request, username);
  for (let i = 0; i < 100; i += 1) {
    const response = await request.post('/api/v1/cargo/verification/get_ticket', {
      data: { consent: true },
      headers: { Authorization: `Bearer ${access}` },
    });
    if (response.status() === 402) return;
    if (response.status() !== 201) throw new Error(`get_ticket: ${response.status()}`);
  }
  throw new Error(`${username} still has checks after 100 tickets`);
}

test.describe('verification', () => {
  test.setTimeout(180_000);
  test.use({ actionTimeout: 30_000 });

  for (const locale of ['ru', 'en'] as const) {
    test.describe(`${locale}, no checks left`, () => {
      test.use({ locale: locale === 'ru' ? 'ru-RU' : 'en-US' });

      test('a user whose checks are spent sees the zero-checks alert and cannot run', async ({ page }) => {
        const w = words[locale];
        await spendAllChecks(page.request, 'demo');
        await signInViaApi(page, 'demo');
        await page.goto('/verification');
        await settle(page);
        await expect(page.getByTestId('out-of-checks')).toContainText(w.outOfChecks);
        await page.getByRole('textbox', { name: w.plate }).fill('А123ВС77');
        await page.getByRole('checkbox', { name: w.consent }).check();
        await expect(page.getByRole('button', { name: w.run })).toBeDisabled();
        await page.screenshot({ path: path.join(shotDir, `verification-no-checks-${locale}.png`) });
      });
    });

    test.describe(`${locale}, the demo vehicle, driver and person`, () => {
      test.use({ locale: locale === 'ru' ? 'ru-RU' : 'en-US', viewport: viewports.desktop });

      test('every check of the demo vehicle, driver, person and company runs beside risk, each with its card and class', async ({
        page,
      }) => {
        const w = words[locale];
        await signInViaApi(page, 'user');
        await page.goto('/verification');
        await settle(page);
        const field = (name: string) => page.getByRole('textbox', { name, exact: true });
        await field(w.plate).fill('А777АА77');
        await field(w.fields.licenseNumber).fill('7700654321');
        await field(w.fields.licenseDate).fill('12.03.2018');
        await fillDemoDriver(page, w.fields);
        await field(w.fields.inn).fill('7799000012');
        await field(w.fields.snils).fill('112-233-445 95');
        await expect(field(w.fields.snils)).not.toHaveAttribute('aria-invalid', 'true');
        const checks = [
          'risk',
          'osago',
          'driver',
          'passport_complex',
          'fssp',
          'phone',
          'sud',
          'trust_person',
          'reputation',
          'participant',
          'find_ati_su_id',
        ];
        for (const check of checks) {
          await expect(page.getByTestId(`plan-${check}`)).toContainText(w.willRun);
        }
        // the filled form with its check plan, then (below) every kind of result card
        await expectNoSeriousA11yViolations(page);
        await page.getByRole('checkbox', { name: w.consent }).check();
        await page.getByRole('button', { name: w.run }).click();

        const results = page
          .locator('section')
          .filter({ has: page.getByTestId('verification-summary') })
          .first();
        const osago = results.getByTestId('result-osago');
        await expect(osago).toHaveAttribute('data-standing', 'alert');
        await expect(osago).toContainText(w.notValid);
        await expect(osago).toContainText(w.osagoExpired);
        const driver = results.getByTestId('result-driver');
        await expect(driver).toHaveAttribute('data-standing', 'alert');
        await expect(driver).toContainText(w.notValid);
        const fssp = results.getByTestId('result-fssp');
        await expect(fssp).toHaveAttribute('data-standing', 'warning');
        await expect(fssp).toContainText(w.checked);
        await expect(fssp).toContainText(w.debt);
        const sud = results.getByTestId('result-sud');
        await expect(sud).toHaveAttribute('data-standing', 'warning');
        await expect(sud).toContainText('1-245/2023');
        await expect(results.getByTestId('result-risk')).toHaveAttribute('data-standing', 'alert');
        // The README's demo cases: an invalid passport, his own phone, wanted (c1) and red-listed,
        // a flagged company he founded beside a liquidated one, and the company's ATI id.
        const passport = results.getByTestId('result-passport_complex');
        await expect(passport).toHaveAttribute('data-standing', 'alert');
        await expect(passport).toContainText(w.notValid);
        const phone = results.getByTestId('result-phone');
        await expect(phone).toHaveAttribute('data-standing', 'success');
        await expect(phone).toContainText(w.confirmed);
        await expect(results.getByTestId('result-trust_person')).toHaveAttribute('data-standing', 'alert');
        const reputation = results.getByTestId('result-reputation');
        await expect(reputation).toHaveAttribute('data-standing', 'warning');
        await expect(reputation).toContainText('ТрансЛогистик Плюс');
        await expect(results.getByTestId('result-participant')).toHaveAttribute('data-standing', 'warning');
        const atiIds = results.getByTestId('result-find_ati_su_id');
        await expect(atiIds).toHaveAttribute('data-standing', 'success');
        await expect(atiIds.locator('a[href="https://ati.su/firms/7799001/info"]')).toBeVisible();

        await expectNoSeriousA11yViolations(page);

        // The ticket re-opens from the history with the same cards.
        const history = page.getByTestId('ticket-history');
        await history.getByRole('button').first().click();
        await expect(history.getByTestId('result-driver')).toHaveAttribute('data-standing', 'alert');
        await expect(history.getByTestId('result-sud')).toContainText('1-245/2023');
        await expect(history.getByTestId('result-trust_person')).toHaveAttribute('data-standing', 'alert');
        await expect(history.getByTestId('result-participant')).toHaveAttribute('data-standing', 'warning');

        // From the top, so the sticky header and the side menu are not stitched over the cards.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({
          path: path.join(shotDir, `verification-all-checks-${locale}-desktop.png`),
          fullPage: true,
        });
        // The cards as a person sees them: the results just below the header.
        await results.evaluate((element) =>
          window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 80),
        );
        await page.screenshot({ path: path.join(shotDir, `verification-all-checks-${locale}-desktop-viewport.png`) });
      });
    });

    for (const size of ['desktop', 'mobile'] as const) {
      test.describe(`${locale} at ${viewports[size].width} px`, () => {
        test.use({ locale: locale === 'ru' ? 'ru-RU' : 'en-US', viewport: viewports[size] });

        test('a plate from a demo incident raises a risk alert, spends one check and lands in the history', async ({
          page,
        }) => {
          const w = words[locale];
          const incident = await incidentWithPlate(page.request);
          const before = await quotaOf(page.request, 'user');
          await signInViaApi(page, 'user');
          await page.goto('/verification');
          await settle(page);
          const quota = page.getByTestId('verification-quota');
          await expect(quota).toContainText(w.checksLeft(before.verification_count, before.verification_total));

          // Nothing typed: risk will not run and says which fields would make it run.
          const plan = page.getByTestId('plan-risk');
          await expect(plan).not.toContainText(w.willRun);
          await expect(page.getByRole('button', { name: w.run })).toBeDisabled();

          await page.getByRole('textbox', { name: w.plate }).fill(incident.vehicle_plate);
          await expect(plan).toContainText(w.willRun);
          await page.getByRole('checkbox', { name: w.consent }).check();
          await page.screenshot({
            path: path.join(shotDir, `verification-form-${locale}-${size}.png`),
            fullPage: true,
          });
          await page.getByRole('button', { name: w.run }).click();

          const card = page.getByTestId('result-risk').first();
          await expect(card).toHaveAttribute('data-standing', 'alert');
          await expect(page.getByTestId('verification-summary')).toContainText(w.alertSummary);
          await expect(
            card.locator(`a[href="/incidents/view/${incident.id}"]`).filter({ visible: true }),
          ).toBeVisible();
          await expect(quota).toContainText(w.checksLeft(before.verification_count - 1, before.verification_total));
          expect((await quotaOf(page.request, 'user')).verification_count).toBe(before.verification_count - 1);
          if (size === 'desktop') {
            // The shell's quota line (side menu; collapsed on a phone) follows the run too.
            await expect(page.locator('.mantine-AppShell-navbar')).toContainText(
              w.checksLeft(before.verification_count - 1, before.verification_total),
            );
          }

          // The new ticket heads the history and re-opens with the same card.
          await expect(page.getByRole('heading', { name: w.history })).toBeVisible();
          const history = page.getByTestId('ticket-history');
          const newest = history.getByRole('button').first();
          await expect(newest).toContainText(w.risk);
          await newest.click();
          await expect(history.getByTestId('result-risk')).toHaveAttribute('data-standing', 'alert');
          await expect(
            history.locator(`a[href="/incidents/view/${incident.id}"]`).filter({ visible: true }),
          ).toBeVisible();

          await page.getByTestId('verification-summary').first().scrollIntoViewIfNeeded();
          await page.screenshot({
            path: path.join(shotDir, `verification-result-${locale}-${size}.png`),
            fullPage: true,
          });
          await page.screenshot({ path: path.join(shotDir, `verification-result-${locale}-${size}-viewport.png`) });
          await page.emulateMedia({ media: 'print' });
          await page.screenshot({
            path: path.join(shotDir, `verification-print-${locale}-${size}.png`),
            fullPage: true,
          });
          await page.emulateMedia({ media: 'screen' });
        });
      });
    }
  }
});
