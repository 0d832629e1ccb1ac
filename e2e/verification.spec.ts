import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { fetchTokens, signInViaApi } from './support/api';
import { cleanCase, problemCase } from './support/demo-verdicts';
import { wordsBrokenMidWord } from './support/layout';
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
    checksLeft: (count: number, total: number) =>
      new RegExp(`Выполнено\\s+${total - count}\\s+из\\s+${total}\\D*остал[оа]сь\\s+${count}\\s+провер`),
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
    checked: 'Проверено',
    deprived: 'Лишение права управления: решение в силе',
    statusInForce: 'Статус: Действует',
    debt: '412 500 ₽',
  },
  en: {
    plate: 'Vehicle plate',
    risk: 'Risk in our incident database',
    willRun: 'Will run',
    consent: /I confirm that the personal data was obtained lawfully/,
    run: 'Run checks',
    checksLeft: (count: number, total: number) =>
      new RegExp(`Done\\s+${total - count}\\s+of\\s+${total}\\D*${count}\\s+checks?\\s+left`),
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
    checked: 'Checked',
    deprived: 'Deprived of the right to drive: decision in force',
    statusInForce: 'Status: In force',
    debt: '412,500 ₽',
  },
} as const;

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Types a demo case of the README into the /verification form, each field found by its label. */
async function fillDemoCase(page: Page, demo: typeof problemCase, w: (typeof words)['ru' | 'en']) {
  await field(page, w.plate).fill(demo.plate);
  await field(page, w.fields.licenseNumber).fill(demo.licence[0]);
  await field(page, w.fields.licenseDate).fill(demo.licence[1]);
  await field(page, w.fields.lastName).fill(demo.person.lastName);
  await field(page, w.fields.firstName).fill(demo.person.firstName);
  await field(page, w.fields.midName).fill(demo.person.midName);
  await field(page, w.fields.birthDate).fill(demo.person.birthDate);
  await field(page, w.fields.passport).fill(demo.person.passport);
  await field(page, w.fields.passportDate).fill(demo.person.passportDate);
  await field(page, w.fields.phone).fill(demo.person.phone);
  await field(page, w.fields.inn).fill(demo.inn);
}

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

    for (const [name, demo] of [
      ['problem', problemCase],
      ['clean', cleanCase],
    ] as const) {
      test.describe(`${locale}, the README's ${name} person, vehicle and company`, () => {
        test.use({ locale: locale === 'ru' ? 'ru-RU' : 'en-US', viewport: viewports.desktop });

        test('every card says its class in words and one line of why, readable without colour', async ({ page }) => {
          const w = words[locale];
          const verdicts = demo.verdicts[locale];
          await signInViaApi(page, 'user');
          await page.goto('/verification');
          await settle(page);
          await fillDemoCase(page, demo, w);
          if (name === 'problem') {
            await field(page, w.fields.snils).fill('112-233-445 95');
            await expect(field(page, w.fields.snils)).not.toHaveAttribute('aria-invalid', 'true');
          }
          for (const check of Object.keys(verdicts.checks)) {
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
          await expect(results.getByTestId('verification-summary')).toContainText(verdicts.summary, {
            timeout: 60_000,
          });
          for (const [check, [standing, reason]] of Object.entries(verdicts.checks)) {
            const card = results.getByTestId(`result-${check}`);
            await expect(card.getByTestId('standing-badge'), check).toHaveText(standing);
            await expect(card.getByTestId('verdict-reason'), check).toHaveText(reason);
          }
          // a card that found a problem never reads only "checked"
          await expect(results).not.toContainText(w.checked);
          if (name === 'problem') {
            // issue 23 §3: the licence with a deprivation in force is never "in force" beside its verdict
            const driver = results.getByTestId('result-driver');
            await expect(driver).toContainText(w.deprived);
            await expect(driver).not.toContainText(w.statusInForce);
            await expect(results.getByTestId('result-fssp')).toContainText(w.debt);
            await expect(results.getByTestId('result-sud')).toContainText('1-245/2023');
            await expect(results.getByTestId('result-reputation')).toContainText('ТрансЛогистик Плюс');
            await expect(
              results.getByTestId('result-find_ati_su_id').locator('a[href="https://ati.su/firms/7799001/info"]'),
            ).toBeVisible();
            // issue 23 §14: the one-off commercial prudence check of the company (the demo user has it)
            const prudence = results.getByTestId('result-prudence');
            await expect(prudence).toContainText('ТрансЛогистик Плюс');
            await expect(prudence).toContainText(
              locale === 'ru' ? 'Массовый адрес регистрации' : 'Mass registration address',
            );
            await expect(prudence).toContainText('1-245/2023');
          } else {
            await expect(results.getByTestId('result-driver')).toContainText(w.statusInForce);
          }
          await expectNoSeriousA11yViolations(page);

          // From the top, so the sticky header and the side menu are not stitched over the cards.
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.screenshot({
            path: path.join(shotDir, `verification-${name}-${locale}-desktop.png`),
            fullPage: true,
          });
          // The cards as a person sees them: the results just below the header.
          await results.evaluate((element) =>
            window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 80),
          );
          await page.screenshot({ path: path.join(shotDir, `verification-${name}-${locale}-desktop-viewport.png`) });
          if (name === 'clean') return;

          // The ticket re-opens from the history with the same cards.
          const history = page.getByTestId('ticket-history');
          await history.getByRole('button').first().click();
          await expect(history.getByTestId('result-driver').getByTestId('standing-badge')).toHaveText(
            verdicts.checks.driver[0],
          );
          await expect(history.getByTestId('result-sud')).toContainText('1-245/2023');
          await expect(history.getByTestId('result-trust_person')).toHaveAttribute('data-standing', 'alert');

          // issue 23 §8: on a phone the tables are stacked rows, the deciding value in sight, no word broken
          await page.setViewportSize(viewports.mobile);
          for (const check of ['osago', 'driver', 'fssp', 'sud']) {
            const card = results.getByTestId(`result-${check}`);
            await expect(card.locator('table')).toHaveCount(0);
            const deciding = card.locator('[data-stacked] dd[data-deciding]').first();
            await deciding.scrollIntoViewIfNeeded();
            // within the phone's width: read without scrolling sideways
            const box = await deciding.boundingBox();
            expect(box && box.x >= 0 && box.x + box.width <= viewports.mobile.width, check).toBe(true);
            await card.screenshot({ path: path.join(shotDir, `verification-${check}-${locale}-mobile.png`) });
          }
          await expect(results.getByTestId('result-fssp').locator('dd[data-deciding]')).toHaveText(w.debt);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
            viewports.mobile.width,
          );
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          expect(await results.evaluate((element) => getComputedStyle(element).hyphens)).toBe('auto');
          expect(await wordsBrokenMidWord(results)).toEqual([]);
          await expectNoSeriousA11yViolations(page);
        });
      });
    }

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
          const reopened = history.getByTestId('result-risk');
          await expect(reopened).toHaveAttribute('data-standing', 'alert');
          await expect(
            reopened.locator(`a[href="/incidents/view/${incident.id}"]`).filter({ visible: true }),
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
