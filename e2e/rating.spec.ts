import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { signInViaApi } from './support/api';
import { settle } from './support/page';

// A 2-core machine shared by the team: give every wait room.
const expect = baseExpect.configure({ timeout: 30_000 });
const shotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts', 'screenshots');

// The demo counterparty of the README's verification cases: incidents, register flags, check findings.
const demoInn = '7799000012';

const words = {
  ru: {
    title: 'Рейтинг перевозчиков',
    search: 'Поиск',
    table: 'Рейтинг компаний',
    formula: 'Как считается оценка',
    formulaLine: /Тяжесть инцидента: 1 \+ lg\(1 \+ ущерб \/ 1\s000\s000 ₽\), не больше 2/,
    weights: 'Вес каждого вида негативных данных',
    wanted: 'Лицо в розыске',
    failed: 'Проверка с тревогой',
    findings: 'Находки проверок',
    notInRegister: 'Нет в реестре компаний',
    company: 'ООО «ТрансЛогистик Плюс»',
    incidents: 'Инциденты',
    court: 'Судебное дело',
    debt: 'Исполнительное производство',
    flag: 'Реестр недобросовестных поставщиков',
    registerCell: 'Действующее, 3 отметки',
    status: 'Действующее',
    openIncident: /Открыть инцидент от/,
  },
  en: {
    title: 'Carrier rating',
    search: 'Search',
    table: 'Company rating',
    formula: 'How the score is computed',
    formulaLine: /An incident's severity is 1 \+ lg\(1 \+ damage \/ 1,000,000 ₽\), at most 2/,
    weights: 'The weight of each kind of negative evidence',
    wanted: 'Wanted person',
    failed: 'Check with an alert',
    findings: 'Check findings',
    notInRegister: 'Not in the company register',
    company: 'ООО «ТрансЛогистик Плюс»',
    incidents: 'Incidents',
    court: 'Court case',
    debt: 'Enforcement proceeding',
    // The register's Russian words in the page's language (issue 23 §5).
    flag: 'Register of unfair suppliers',
    registerCell: 'Active, 3 flags',
    status: 'Active',
    openIncident: /Open the incident of/,
  },
} as const;

const viewports = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 375, height: 812 },
} as const;

test.describe('company rating', () => {
  test.setTimeout(180_000);
  test.use({ actionTimeout: 30_000 });

  for (const locale of ['ru', 'en'] as const) {
    for (const [size, viewport] of Object.entries(viewports)) {
      test.describe(`${locale} ${size}`, () => {
        test.use({ locale: locale === 'ru' ? 'ru-RU' : 'en-US', viewport });

        test('opens the rating, reads the formula, finds a company by INN and opens its evidence', async ({ page }) => {
          const w = words[locale];
          await signInViaApi(page, 'user');
          await page.goto('/rating');
          await settle(page);
          await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();

          // the weights are in view on a desktop; a phone opens them
          if (size === 'phone') await page.getByRole('button', { name: w.formula }).click();
          await expect(page.getByText(w.formulaLine)).toBeVisible();
          const weights = page.getByRole('table', { name: w.weights });
          await expect(weights.getByRole('row')).toHaveCount(8);
          await expect(weights.getByRole('rowheader', { name: w.wanted })).toBeVisible();
          // issue 23 item 15: the flagged demo counterparty heads the ranking; companies the register
          // does not know say so instead of a blank name
          await expect(page.getByRole('link', { name: w.company }).first()).toBeVisible();
          await expect(page.getByText(w.notInRegister).filter({ visible: true }).first()).toBeVisible();
          await page.screenshot({ path: path.join(shotDir, `rating-list-${locale}-${size}.png`), fullPage: true });
          if (size === 'desktop') await expectNoSeriousA11yViolations(page);

          await page.getByRole('textbox', { name: w.search }).fill(demoInn);
          await expect(page).toHaveURL(new RegExp(`s=${demoInn}`));
          // the table (cards at 375 px) narrows to the one company once the search is applied
          const ranking =
            size === 'desktop'
              ? page.getByRole('table', { name: w.table }).getByRole('row')
              : page.getByRole('list', { name: w.table }).getByRole('listitem');
          await expect(ranking).toHaveCount(size === 'desktop' ? 2 : 1);
          const company = page.getByRole('link', { name: w.company });
          await expect(company).toHaveCount(1);
          await expect(page.getByText(demoInn).first()).toBeVisible();
          await expect(page.getByText(new RegExp(w.registerCell)).filter({ visible: true })).toHaveCount(1);
          await page.screenshot({ path: path.join(shotDir, `rating-search-${locale}-${size}.png`), fullPage: true });

          await company.click();
          await expect(page).toHaveURL(`/rating/${demoInn}`);
          await expect(page.getByRole('heading', { level: 1, name: w.company })).toBeVisible();
          await expect(page.getByRole('heading', { level: 2, name: w.incidents })).toBeVisible();
          await expect(page.getByText(w.flag, { exact: true })).toBeVisible();
          await expect(page.getByText(w.status, { exact: true }).first()).toBeVisible();
          // the findings table (cards at 375 px); the weights table names the same kinds
          const findings = page.getByRole(size === 'desktop' ? 'table' : 'list', { name: w.findings });
          await expect(findings.getByText(w.court, { exact: true })).toBeVisible();
          await expect(findings.getByText(w.debt, { exact: true })).toBeVisible();
          await expect(findings.getByText(w.wanted, { exact: true })).toBeVisible();
          await expect(findings.getByText(w.failed, { exact: true })).toHaveCount(2);
          const incidentLinks = page.getByRole('link', { name: w.openIncident });
          expect(await incidentLinks.count()).toBeGreaterThanOrEqual(2);
          await page.screenshot({ path: path.join(shotDir, `rating-company-${locale}-${size}.png`), fullPage: true });
          if (size === 'desktop') await expectNoSeriousA11yViolations(page);

          await incidentLinks.first().click();
          await expect(page).toHaveURL(/\/incidents\/view\/\d+$/);
        });
      });
    }
  }
});
