import { expect, test, type Page } from '@playwright/test';
import { signInViaApi } from './support/api';
import { watchPageProblems } from './support/page-problems';

const staffOnly = [
  '/administration/users',
  '/administration/api_users',
  '/administration/notifications',
  '/administration/verifications',
  '/administration/uploadincidents',
  '/administration/identity_links',
  '/administration/security_events',
  '/administration/personal_data/requests',
  '/administration/personal_data/consent',
  '/user/1',
  '/api_user/1',
];
const staffOrReports = [
  '/administration',
  '/administration/reports',
  '/administration/commercial_prudence',
  '/administration/personal_data',
];
const signedIn = ['/', '/dashboard', '/incidents', '/analysis/geo', '/verification', '/settings/profile', '/faq'];

// Many full page loads per test on a shared 2-core machine.
test.describe.configure({ timeout: 180_000 });

async function expectLandsOn(page: Page, path: string, target: string) {
  await page.goto(path);
  await expect(page, `${path} → ${target}`).toHaveURL(target);
}

test.describe('guest', () => {
  test('is sent to /login from signed-in, staff and report pages', async ({ page }) => {
    for (const path of [...signedIn, staffOnly[0], staffOrReports[1]]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login(\?next=.*)?$/);
    }
  });

  test('reaches the guest-only pages', async ({ page }) => {
    for (const path of [
      '/login',
      '/recovery_password',
      '/registrationPre',
      '/registration_terms',
      '/registration',
      '/password_reset?key=x',
    ]) {
      await expectLandsOn(page, path, path);
    }
  });

  // Issue 23 §13: the redirect route used to have nothing to show, and React Router warned about
  // it in the console of every mistyped address.
  test('unknown paths go to /404 without a router warning', async ({ page }) => {
    const problems = watchPageProblems(page);
    await expectLandsOn(page, '/no/such/page', '/404');
    await expect(page.getByRole('alert')).toContainText('Страница не найдена.');
    expect(problems.list()).toEqual([]);
  });
});

test.describe('ordinary user', () => {
  test.beforeEach(async ({ page }) => signInViaApi(page, 'user'));

  test('is sent from guest-only pages to the main page', async ({ page }) => {
    await expectLandsOn(page, '/login', '/');
    await expectLandsOn(page, '/registration', '/');
  });

  test('is sent from staff and report pages to the main page', async ({ page }) => {
    for (const path of [...staffOnly, ...staffOrReports]) await expectLandsOn(page, path, '/');
  });

  test('follows the redirects of docs/product.md#route-guards', async ({ page }) => {
    await expectLandsOn(page, '/analysis', '/analysis/cargo');
    await expectLandsOn(page, '/notification', '/notification/page/1');
    await expectLandsOn(page, '/settings', '/settings/profile');
    await expectLandsOn(page, '/settings/security', '/settings/security/email');
    const problems = watchPageProblems(page);
    await expectLandsOn(page, '/whatever', '/404');
    await expectLandsOn(page, '/analysis/nothing/here', '/404');
    expect(problems.list()).toEqual([]);
  });

  test('sees breadcrumbs, no administration item, and no footer on incidents and prudence', async ({ page }) => {
    await page.goto('/analysis/damage');
    const crumbs = page.getByRole('navigation', { name: 'Навигационная цепочка' }).first();
    await expect(crumbs).toContainText('Главная');
    await expect(crumbs).toContainText('Аналитика');
    await expect(crumbs).toContainText('Ущерб');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('app-footer')).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Главное меню' });
    await expect(menu.getByRole('link', { name: 'Аналитика' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Администрирование' })).toHaveCount(0);

    await page.goto('/incidents');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('app-footer')).toHaveCount(0);
    await page.goto('/prudence');
    await expect(page.getByTestId('app-footer')).toHaveCount(0);
  });

  test('has every signed-in page', async ({ page }) => {
    for (const path of [
      ...signedIn,
      '/news/1',
      '/incidents/view/1',
      '/analysis/rating',
      '/services',
      '/support',
      '/policy',
      '/rating',
      '/settings/security/password',
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    }
  });
});

test.describe('report user (analyst)', () => {
  test.beforeEach(async ({ page }) => signInViaApi(page, 'analyst'));

  test('reaches report pages but not staff-only pages', async ({ page }) => {
    for (const path of staffOrReports) await expectLandsOn(page, path, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Администрирование' }),
    ).toBeVisible();
    for (const path of staffOnly) await expectLandsOn(page, path, '/');
  });
});

test.describe('staff (admin)', () => {
  test.beforeEach(async ({ page }) => signInViaApi(page, 'admin'));

  test('reaches staff-only and report pages', async ({ page }) => {
    for (const path of [...staffOnly, ...staffOrReports]) {
      await expectLandsOn(page, path, path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    }
  });
});

test('mobile menu opens with the burger and closes after navigating', async ({ page }) => {
  await signInViaApi(page, 'user');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const burger = page.getByRole('button', { name: 'Открыть меню' });
  await burger.click();
  await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Проверка' }).click();
  await expect(page).toHaveURL('/verification');
  await expect(page.getByRole('button', { name: 'Открыть меню' })).toBeVisible();
});
