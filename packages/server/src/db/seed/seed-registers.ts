import { count } from 'drizzle-orm';
import { addDays, todayIso } from '@cargo-sentry/contracts/dates';
import type { Database } from '../client';
import { registryOsagoPolicies, type RegistryOsagoPolicy } from '../schema/registry';

/**
 * Demo records of the verification registers, matching the README's demo cases: the alert
 * vehicle of the demo incidents (`demoRiskCases`) has only an expired OSAGO policy, the clean
 * plate one in force. Dates are relative to today so the cases stay true.
 */
export function demoOsagoPolicies(today = todayIso()): RegistryOsagoPolicy[] {
  return [
    {
      vin: 'XTA210990Y2765432',
      regNumber: 'А777АА77',
      status: 'Истёк срок действия',
      insurer: 'АО «Демо Страхование»',
      serial: 'ХХХ',
      number: '0123456789',
      restriction: true,
      make: 'КАМАЗ',
      model: '5490',
      startDate: addDays(today, -500),
      endDate: addDays(today, -135),
    },
    {
      vin: 'X9F54321098765432',
      regNumber: 'Х001ХХ199',
      status: 'Действует',
      insurer: 'ПАО «Демо Гарант»',
      serial: 'ТТТ',
      number: '9876543210',
      restriction: false,
      make: 'Volvo',
      model: 'FH',
      startDate: addDays(today, -100),
      endDate: addDays(today, 265),
    },
  ];
}

/** Adds the demo register records when the registers are empty (idempotent). Returns how many. */
export async function seedDemoRegisters(database: Database): Promise<number> {
  const [{ n }] = await database.db.select({ n: count() }).from(registryOsagoPolicies);
  if (Number(n) > 0) return 0;
  const rows = demoOsagoPolicies();
  await database.db.insert(registryOsagoPolicies).values(rows);
  return rows.length;
}
