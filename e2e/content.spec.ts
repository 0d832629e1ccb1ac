import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { fetchTokens, signInViaApi } from './support/api';

// Journey (issue 12 §1): a user reads the news on the main page, searches the FAQ, sends a
// message to support from the support page and from the header's dialog; staff edit the FAQ in
// the Markdown editor, see the preview, save, and the new question is on the page. In both
// languages, photographed at 1366 and 375 px.

const expect = baseExpect.configure({ timeout: 30_000 });
const shotDir = fileURLToPath(new URL('./artifacts/screenshots/', import.meta.url));
mkdirSync(shotDir, { recursive: true });
const desktop = { width: 1366, height: 900 };
const phone = { width: 375, height: 812 };
const supportPhone = '+7 (800) 000-00-00';
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const words = {
  ru: {
    news: 'Новости',
    newsTitle: 'Вопросы и ответы, поддержка и политика конфиденциальности',
    faq: 'Вопросы и ответы',
    search: 'Поиск по вопросам',
    quotaQuestion: 'Что такое квота проверок?',
    exportQuestion: 'Почему не работает выгрузка в Excel?',
    foundOne: 'Найден 1 вопрос',
    nothing: 'ничего не нашлось',
    support: 'Поддержка',
    message: 'Сообщение',
    send: 'Отправить',
    sent: 'Сообщение отправлено.',
    feedback: 'Обратная связь',
    feedbackDialog: 'Обратная связь',
    supportMenu: 'Поддержка',
    services: 'Сервисы',
    soon: 'Скоро',
    policy: 'Политика обработки персональных данных',
    rights: '7. Права субъекта персональных данных',
    edit: 'Редактировать',
    editDialog: 'Редактирование: Вопросы и ответы',
    body: 'Текст (Markdown)',
    preview: 'Предпросмотр',
    save: 'Сохранить',
    newQuestion: 'Как добавить водителя в чёрный список',
    newAnswer: 'Сообщите в поддержку',
    addNews: 'Добавить новость',
    newsDialog: 'Новая новость',
    title: 'Заголовок',
    insertImage: 'Вставить изображение',
    published: 'Опубликована (видна всем пользователям)',
    unpublish: 'Снять с публикации',
    draftNote: 'Черновик: эту новость видят только администраторы.',
  },
  en: {
    news: 'News',
    newsTitle: 'FAQ, support and the privacy policy',
    faq: 'FAQ',
    search: 'Search the questions',
    quotaQuestion: 'What is the check quota?',
    exportQuestion: 'Why does the Excel export not work?',
    foundOne: '1 question found',
    nothing: 'Nothing found',
    support: 'Support',
    message: 'Message',
    send: 'Send',
    sent: 'Notify sent.',
    feedback: 'Feedback',
    feedbackDialog: 'Send feedback',
    supportMenu: 'Support',
    services: 'Services',
    soon: 'Coming soon',
    policy: 'Personal data processing policy',
    rights: '7. Your rights',
    edit: 'Edit',
    editDialog: 'Editing: FAQ',
    body: 'Text (Markdown)',
    preview: 'Preview',
    save: 'Save',
    newQuestion: 'How do I blacklist a driver',
    newAnswer: 'Tell support',
    addNews: 'Add news',
    newsDialog: 'New news item',
    title: 'Title',
    insertImage: 'Insert image',
    published: 'Published (seen by every user)',
    unpublish: 'Unpublish',
    draftNote: 'Draft: only administrators see this news item.',
  },
};

async function photograph(page: Page, name: string, fullPage = true): Promise<void> {
  // Transitions finished first: a dialog fading in or the shell's menu sliding out after a resize
  // would otherwise be photographed half-way.
  await page.screenshot({ path: `${shotDir}content-${name}.png`, fullPage, animations: 'disabled' });
}

/** The page at both widths: 1366 first, then 375, back to 1366. */
async function photographBoth(page: Page, name: string, ready: () => Promise<void>): Promise<void> {
  await ready();
  await photograph(page, `${name}-1366`);
  await page.setViewportSize(phone);
  await ready();
  // Polled: right after the resize the app shell is still sliding its menu out of view.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: `${name} is wider than the phone`,
    })
    .toBeLessThanOrEqual(0);
  await photograph(page, `${name}-375`);
  await page.setViewportSize(desktop);
}

for (const locale of ['ru', 'en'] as const) {
  const w = words[locale];

  test(`${locale}: a user reads news and the FAQ and writes to support`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.addInitScript((value) => localStorage.setItem('cargo_sentry.locale', value), locale);
    await signInViaApi(page, 'user');
    await page.setViewportSize(desktop);

    // The main page lists the news; one opens with its date, title and image.
    await page.goto('/');
    const news = page.getByRole('region', { name: w.news });
    await expect(news.getByRole('link', { name: w.newsTitle })).toBeVisible();
    // The statistics above load later and push the news down: photograph once they are in.
    await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
    await news.screenshot({ path: `${shotDir}content-main-news-${locale}-1366.png`, animations: 'disabled' });
    await page.setViewportSize(phone);
    await news.screenshot({ path: `${shotDir}content-main-news-${locale}-375.png`, animations: 'disabled' });
    await page.setViewportSize(desktop);
    await news.getByRole('link', { name: w.newsTitle }).click();
    await expect(page).toHaveURL(/\/news\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.newsTitle);
    await expect(page.locator('time')).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
    await photographBoth(page, `news-${locale}`, () => expect(page.getByRole('article')).toBeVisible());

    // The support phone is in the header and the footer.
    await expect(
      page.getByRole('banner').getByRole('link', { name: new RegExp(supportPhone.replace(/[()+]/g, '\\$&')) }),
    ).toBeVisible();
    await expect(page.getByTestId('app-footer').getByRole('link', { name: supportPhone })).toBeVisible();

    // FAQ: an accordion, searched as one types.
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.faq);
    await expect(page.getByRole('button', { name: w.quotaQuestion })).toBeVisible();
    await page.getByRole('searchbox', { name: w.search }).fill(locale === 'ru' ? 'выгрузка excel' : 'excel export');
    await expect(page.getByRole('status').filter({ hasText: w.foundOne })).toBeVisible();
    await expect(page.getByRole('button', { name: w.quotaQuestion })).toHaveCount(0);
    await expect(page.getByRole('button', { name: w.exportQuestion })).toHaveAttribute('aria-expanded', 'true');
    await photographBoth(page, `faq-search-${locale}`, () =>
      expect(page.getByRole('button', { name: w.exportQuestion })).toBeVisible(),
    );
    // Issue 23 §13: "лимит" is what people call the quota, and either language's words find a
    // question (shown in the reader's language).
    await page.getByRole('searchbox', { name: w.search }).fill('лимит');
    await expect(page.getByRole('status').filter({ hasText: w.foundOne })).toBeVisible();
    await expect(page.getByRole('button', { name: w.quotaQuestion })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('searchbox', { name: w.search }).fill(locale === 'ru' ? 'quota' : 'квота');
    await expect(page.getByRole('button', { name: w.quotaQuestion })).toBeVisible();
    await page.getByRole('searchbox', { name: w.search }).fill('zzzz-no-such-word');
    await expect(page.getByText(w.nothing)).toBeVisible();

    // Services: consulting and routes are coming soon.
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.services);
    await expect(page.locator('[data-coming-soon]')).toHaveCount(2);
    await expect(page.locator('[data-coming-soon]').first()).toContainText(w.soon);
    await photographBoth(page, `services-${locale}`, () => expect(page.locator('article').first()).toBeVisible());

    // Policy: the 152-FZ sections.
    await page.goto('/policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.policy);
    await expect(page.getByRole('heading', { name: w.rights })).toBeVisible();
    await page.setViewportSize(phone);
    await photograph(page, `policy-${locale}-375`, false);
    await page.setViewportSize(desktop);
    await photograph(page, `policy-${locale}-1366`, false);

    // Support page: phone, contacts and the form.
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.support);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: supportPhone }).first()).toBeVisible();
    await main.getByRole('textbox', { name: w.message }).fill(`Карта не грузится (${locale})`);
    await main.getByRole('button', { name: w.send }).click();
    await expect(main.getByRole('status').filter({ hasText: w.sent })).toBeVisible();
    await expect(main.getByRole('textbox', { name: w.message })).toHaveValue('');
    await expectNoSeriousA11yViolations(page);
    await photographBoth(page, `support-${locale}`, () =>
      expect(main.getByRole('status').filter({ hasText: w.sent })).toBeVisible(),
    );

    // The same form from the header, as a dialog.
    await page.getByRole('banner').getByRole('button', { name: w.feedback }).click();
    const dialog = page.getByRole('dialog', { name: w.feedbackDialog });
    await dialog.getByRole('textbox', { name: w.message }).fill(`Из шапки (${locale})`);
    await photograph(page, `feedback-dialog-${locale}-1366`, false);
    await dialog.getByRole('button', { name: w.send }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('.mantine-Notification-root').filter({ hasText: w.sent })).toBeVisible();

    // On a phone the header holds one support menu: the phone and the feedback form.
    await page.setViewportSize(phone);
    await page.getByRole('banner').getByRole('button', { name: w.supportMenu }).click();
    await expect(
      page.getByRole('menuitem', { name: new RegExp(supportPhone.replace(/[()+]/g, '\\$&')) }),
    ).toBeVisible();
    await photograph(page, `support-menu-${locale}-375`, false);
    await page.getByRole('menuitem', { name: w.feedback }).click();
    await expect(page.getByRole('dialog', { name: w.feedbackDialog })).toBeVisible();
    await photograph(page, `feedback-dialog-${locale}-375`, false);
  });

  test(`${locale}: staff edit the FAQ with a preview`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.addInitScript((value) => localStorage.setItem('cargo_sentry.locale', value), locale);
    await signInViaApi(page, 'admin');
    await page.setViewportSize(desktop);
    await page.goto('/faq');
    await page.getByRole('button', { name: w.edit }).click();
    const dialog = page.getByRole('dialog', { name: w.editDialog });
    if (locale === 'en') await dialog.getByRole('tab', { name: 'English' }).click();
    const body = dialog.getByRole('textbox', { name: w.body });
    const question = `${w.newQuestion} ${Date.now()}?`;
    await body.fill(
      `${await body.inputValue()}\n\n## ${question}\n\n**${w.newAnswer}** <script>window.hacked = 1</script> [x](javascript:alert(1))`,
    );
    await dialog.getByRole('tab', { name: w.preview }).click();
    const preview = dialog.getByTestId(`preview-${locale}`);
    await expect(preview.getByRole('heading', { name: question })).toBeVisible();
    await expect(preview.locator('strong', { hasText: w.newAnswer })).toBeVisible();
    await expect(preview.locator('script')).toHaveCount(0);
    await expect(preview.locator('a[href^="javascript"]')).toHaveCount(0);
    await preview.getByRole('heading', { name: question }).scrollIntoViewIfNeeded();
    await photograph(page, `editor-preview-${locale}-1366`, false);
    await page.setViewportSize(phone);
    await photograph(page, `editor-preview-${locale}-375`, false);
    await page.setViewportSize(desktop);

    await dialog.getByRole('button', { name: w.save }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: question }).click();
    await expect(page.getByText(w.newAnswer, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    await expect(page.locator('main a[href^="javascript"]')).toHaveCount(0);
  });

  test(`${locale}: staff write, illustrate, publish and unpublish news`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.addInitScript((value) => localStorage.setItem('cargo_sentry.locale', value), locale);
    await signInViaApi(page, 'admin');
    await page.setViewportSize(desktop);
    await page.goto('/');
    await page.getByRole('button', { name: w.addNews }).click();
    const dialog = page.getByRole('dialog', { name: w.newsDialog });
    const stamp = Date.now();
    const title = { ru: `Новая проверка прицепа ${stamp}`, en: `Trailer check ${stamp}` };
    for (const lang of ['ru', 'en'] as const) {
      await dialog.getByRole('tab', { name: lang === 'ru' ? 'Русский' : 'English' }).click();
      await dialog.getByRole('textbox', { name: w.title }).fill(title[lang]);
      await dialog
        .getByRole('textbox', { name: w.body })
        .fill(lang === 'ru' ? 'Теперь можно проверить **прицеп**.' : 'Trailers can now be **checked**.');
    }
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'trailer.png', mimeType: 'image/png', buffer: onePixelPng });
    await expect(dialog.getByRole('textbox', { name: w.body })).toHaveValue(
      /!\[trailer\]\(\/api\/v1\/cargo\/content_image\/[0-9a-f-]{36}\)/,
    );
    await dialog.getByRole('tab', { name: w.preview }).click();
    await expect(dialog.getByTestId('preview-en').getByRole('img', { name: 'trailer' })).toBeVisible();
    await dialog.getByRole('checkbox', { name: w.published }).check();
    await dialog.getByRole('button', { name: w.save }).click();
    await expect(page).toHaveURL(/\/news\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title[locale]);
    // The image went into both languages, whichever tab it was uploaded from.
    await expect(page.getByRole('article').getByRole('img', { name: 'trailer' })).toBeVisible();
    await expect(page.locator('.mantine-Notification-root'))
      .toHaveCount(0, { timeout: 10_000 })
      .catch(() => undefined);
    await photograph(page, `news-staff-${locale}-1366`);
    const id = page.url().split('/').pop();

    // A user sees it while it is published, not after.
    const { access } = await fetchTokens(page.request, 'user');
    const asUser = () =>
      page.request.get(`/api/v1/cargo/news/${id}`, { headers: { Authorization: `Bearer ${access}` } });
    expect((await asUser()).status()).toBe(200);
    await page.getByRole('button', { name: w.unpublish }).click();
    await expect(page.getByText(w.draftNote)).toBeVisible();
    expect((await asUser()).status()).toBe(404);
    await page.setViewportSize(phone);
    await photograph(page, `news-staff-${locale}-375`);
  });
}
