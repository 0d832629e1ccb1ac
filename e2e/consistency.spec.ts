import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { signInViaApi } from './support/api';
import { settle } from './support/page';

// A 2-core machine shared by the team: give every wait room.
const expect = baseExpect.configure({ timeout: 30_000 });
const shotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts', 'screenshots');

/**
 * The identity-consistency check (issue 27 §2) runs with the others on /verification and shows its
 * card in the page's language. A driver and a phone nothing else has seen: no contradiction.
 */
const words = {
  ru: {
    lastName: 'Фамилия',
    firstName: 'Имя',
    birthDate: 'Дата рождения',
    phone: 'Телефон',
    willRun: 'Будет выполнена',
    consent: /Подтверждаю, что персональные данные получены законно/,
    run: 'Запустить проверки',
    title: 'Согласованность данных',
    standing: 'Норма',
    reason: 'Противоречий с другими проверками, инцидентами и реестрами нет',
    none: 'не противоречат другим проверкам, инцидентам и реестрам',
    person: { lastName: 'Согласнов', firstName: 'Игорь', birthDate: '02.03.1984', phone: '+7 912 700-11-01' },
  },
  en: {
    lastName: 'Last name',
    firstName: 'First name',
    birthDate: 'Date of birth',
    phone: 'Phone',
    willRun: 'Will run',
    consent: /I confirm that the personal data was obtained lawfully/,
    run: 'Run checks',
    title: 'Identity consistency',
    standing: 'Clear',
    reason: 'No contradictions with other checks, incidents or registers',
    none: 'contradict no other check, incident or register',
    person: { lastName: 'Согласнов', firstName: 'Олег', birthDate: '04.05.1986', phone: '+7 912 700-11-02' },
  },
} as const;

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test.describe('identity consistency on /verification', () => {
  test.setTimeout(180_000);

  for (const locale of ['ru', 'en'] as const) {
    test.describe(locale, () => {
      test.use({ locale: locale === 'ru' ? 'ru-RU' : 'en-US', viewport: { width: 1366, height: 900 } });

      test('runs with the other checks and says in words that nothing contradicts the form', async ({ page }) => {
        const w = words[locale];
        await signInViaApi(page, 'user');
        await page.goto('/verification');
        await settle(page);
        await field(page, w.lastName).fill(w.person.lastName);
        await field(page, w.firstName).fill(w.person.firstName);
        await field(page, w.birthDate).fill(w.person.birthDate);
        await field(page, w.phone).fill(w.person.phone);
        await expect(page.getByTestId('plan-consistency')).toContainText(w.willRun);
        await page.getByRole('checkbox', { name: w.consent }).check();
        await page.getByRole('button', { name: w.run }).click();

        const card = page.getByTestId('result-consistency').first();
        await expect(card).toHaveAttribute('data-standing', 'success', { timeout: 60_000 });
        await expect(card.getByRole('heading', { name: w.title })).toBeVisible();
        await expect(card.getByTestId('standing-badge')).toHaveText(w.standing);
        await expect(card.getByTestId('verdict-reason')).toHaveText(w.reason);
        await expect(card).toContainText(w.none);
        await expectNoSeriousA11yViolations(page);
        await card.scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(shotDir, `consistency-${locale}.png`) });
      });
    });
  }

  /**
   * The README's cloned-plate ring (issue 27 §5): the demo incidents' plate А777АА77 with their VIN,
   * which `user`'s own past check gave with another VIN. The card says so, opens the explorer on the
   * plate; a VIN expanded there leads to the incident it came from.
   */
  const ring = { plate: 'А777АА77', vin: 'XTA210990Y2765432', otherVin: 'Z9M93400000456002' };
  const journey = {
    ru: {
      plate: 'Госномер ТС',
      vin: 'VIN ТС',
      rule: 'Госномер и VIN не сходятся',
      standing: 'Тревога',
      links: `Связи: ${ring.plate}`,
      list: 'Список',
      details: (label: string) => `Подробнее: ${label}`,
      panel: 'Выбранный узел',
      expand: 'Развернуть',
      expanded: 'Связи этого узла показаны.',
      incident: /^Инцидент № \d+$/,
    },
    en: {
      plate: 'Vehicle plate',
      vin: 'Vehicle VIN',
      rule: 'Plate and VIN do not match',
      standing: 'Alert',
      links: `Links of ${ring.plate}`,
      list: 'List',
      details: (label: string) => `Details: ${label}`,
      panel: 'Selected node',
      expand: 'Expand',
      expanded: "This node's links are shown.",
      incident: /^Incident No\. \d+$/,
    },
  } as const;
  const viewports = { desktop: { width: 1366, height: 900 }, phone: { width: 375, height: 812 } };

  for (const locale of ['ru', 'en'] as const) {
    for (const [size, viewport] of Object.entries(viewports)) {
      test.describe(`${locale} ${size}`, () => {
        test.use({ locale: locale === 'ru' ? 'ru-RU' : 'en-US', viewport });

        test('finds the demo cloned plate, opens the explorer from the card, expands a VIN and opens its incident', async ({
          page,
        }) => {
          const w = { ...words[locale], ...journey[locale] };
          const shot = (step: string) =>
            page.screenshot({
              path: path.join(shotDir, `consistency-ring-${step}-${locale}-${size}.png`),
              fullPage: true,
            });
          await signInViaApi(page, 'user');
          await page.goto('/verification');
          await settle(page);
          await field(page, w.plate).fill(ring.plate);
          await field(page, w.vin).fill(ring.vin);
          await expect(page.getByTestId('plan-consistency')).toContainText(w.willRun);
          await page.getByRole('checkbox', { name: w.consent }).check();
          await page.getByRole('button', { name: w.run }).click();

          // the finding, in words, with where and when: the user's own check is one of its sources
          const card = page.getByTestId('result-consistency').first();
          await expect(card).toHaveAttribute('data-standing', 'alert', { timeout: 90_000 });
          await expect(card.getByTestId('standing-badge')).toHaveText(w.standing);
          const finding = card.locator('li[data-rule="plate_vin_mismatch"]');
          await expect(finding.getByText(w.rule)).toBeVisible();
          await expect(finding).toContainText(ring.otherVin);
          await finding.scrollIntoViewIfNeeded();
          await shot('card');

          // the explorer, from the card
          await finding.getByRole('link', { name: w.links }).click();
          await expect(page).toHaveURL(/\/links\?kind=plate&value=/);
          await settle(page);
          await expect(page.getByTestId('links-summary')).toBeVisible();
          await shot('explorer');

          // expand the VIN of the incidents
          await page.getByRole('tab', { name: w.list }).click();
          await page.getByRole('button', { name: w.details(ring.vin) }).click();
          const panel = page.getByRole('complementary', { name: w.panel });
          await panel.getByRole('button', { name: w.expand }).click();
          await expect(panel.getByText(w.expanded)).toBeVisible();
          await shot('expanded');

          // and open the incident it was seen in
          await panel.getByRole('link', { name: w.incident }).first().click();
          await expect(page).toHaveURL(/\/incidents\/view\/\d+$/);
          await settle(page);
          await expect(page.getByText(ring.vin).first()).toBeVisible();
          await shot('incident');
        });
      });
    }
  }
});
