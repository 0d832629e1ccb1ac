import { expect, test } from '@playwright/test';
import { signInViaApi } from './support/api';

// Journey (issue 9, defect 18): MapLibre's own buttons speak the page's language. They were
// English ("Zoom in") on Russian pages; a language switch must relabel them too.

test('the map zoom buttons are labelled in the page language', async ({ page }) => {
  test.setTimeout(180_000);
  await signInViaApi(page, 'user');
  await page.goto('/incidents');
  const map = page.getByTestId('base-map');
  // The base map's worker can be slow to start on a loaded 2-core machine.
  await expect(map).toHaveAttribute('data-status', 'ready', { timeout: 90_000 });
  const zoomIn = map.locator('.maplibregl-ctrl-zoom-in');
  const zoomOut = map.locator('.maplibregl-ctrl-zoom-out');
  await expect(zoomIn).toHaveAttribute('aria-label', 'Приблизить');
  await expect(zoomIn).toHaveAttribute('title', 'Приблизить');
  await expect(zoomOut).toHaveAttribute('aria-label', 'Отдалить');
  await page.screenshot({ path: '/tmp/web-defects/map-ru.png' });

  await page.getByRole('button', { name: 'English' }).click();
  await expect(map).toHaveAttribute('data-status', 'ready', { timeout: 90_000 });
  await expect(zoomIn).toHaveAttribute('aria-label', 'Zoom in');
  await expect(zoomIn).toHaveAttribute('title', 'Zoom in');
  await expect(zoomOut).toHaveAttribute('aria-label', 'Zoom out');
  await page.screenshot({ path: '/tmp/web-defects/map-en.png' });
});
