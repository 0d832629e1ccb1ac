import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readInitialLocale } from '@/shared/i18n/locale';
import { bootFrameTexts } from '../../scripts/boot-frame';

const indexHtml = readFileSync(path.resolve(__dirname, '../../index.html'), 'utf8');
/** index.html's inline script: it runs before the first paint, before any of the app's code. */
const bootScript = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1] ?? '';

function runBootScript(path: string, stored: string | null, languages: string[], signedIn = false) {
  localStorage.clear();
  if (stored !== null) localStorage.setItem('cargo_sentry.locale', stored);
  if (signedIn) localStorage.setItem('cargo_sentry.access', 'token');
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? 'en-GB');
  window.history.replaceState(null, '', path);
  document.documentElement.removeAttribute('data-boot');
  document.documentElement.lang = 'ru';
  new Function(bootScript)();
  return { lang: document.documentElement.lang, frame: document.documentElement.getAttribute('data-boot') };
}

describe("index.html's first frame", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('picks the language the app will show', () => {
    expect(bootScript).not.toBe('');
    for (const stored of [null, 'ru', 'en', 'de', '']) {
      for (const languages of [['en-US', 'ru'], ['ru-RU'], ['EN'], ['de', 'en'], []]) {
        // the app's own choice, asked in the same browser (readInitialLocale)
        const { lang } = runBootScript('/login', stored, languages);
        expect(lang, `${stored} ${languages.join(',')}`).toBe(readInitialLocale());
      }
    }
  });

  it('paints the login form where the login page will show, the generic frame elsewhere', () => {
    expect(runBootScript('/login', null, ['ru']).frame).toBe('login');
    expect(runBootScript('/login?next=%2Fincidents', null, ['ru']).frame).toBe('login');
    // a guest on the main page is sent to the login page
    expect(runBootScript('/', null, ['ru']).frame).toBe('login');
    expect(runBootScript('/', null, ['ru'], true).frame).toBeNull();
    expect(runBootScript('/incidents', null, ['ru']).frame).toBeNull();
  });

  it("writes the catalogs' texts in both languages into the frame", () => {
    const plugin = bootFrameTexts(path.resolve(__dirname, '..'));
    const { handler } = plugin.transformIndexHtml as { handler: (html: string) => string };
    const html = handler(indexHtml);
    expect(html).not.toMatch(/%t:/);
    expect(html).toContain('<h1><span lang="ru">Вход в систему</span><span lang="en">Sign in</span></h1>');
    expect(() => handler('<p>%t:auth.login.no_such_text%</p>')).toThrow(/auth\.login\.no_such_text/);
  });
});
