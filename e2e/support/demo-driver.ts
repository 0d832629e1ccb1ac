import type { Page } from '@playwright/test';

/** The README's demo driver: an invalid passport, his own phone, wanted and red-listed. */
export const demoDriver = {
  lastName: 'Должников',
  firstName: 'Пётр',
  midName: 'Андреевич',
  birthDate: '15.04.1980',
  passport: '4510123456',
  passportDate: '10.05.2000',
  phone: '+7 916 123-45-67',
} as const;

/** Types the demo driver into the /verification form, each field found by its label in `labels`. */
export async function fillDemoDriver(page: Page, labels: Record<keyof typeof demoDriver, string>): Promise<void> {
  for (const [field, value] of Object.entries(demoDriver) as [keyof typeof demoDriver, string][]) {
    await page.getByRole('textbox', { name: labels[field], exact: true }).fill(value);
  }
}
