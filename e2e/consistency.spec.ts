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
});
