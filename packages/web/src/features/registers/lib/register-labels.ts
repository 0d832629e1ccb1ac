import type { Locale } from '@cargo-sentry/contracts/shared/common';
import type { RegisterDefinition } from '@cargo-sentry/contracts/registers/columns';
import { registerDefinitions } from '@cargo-sentry/contracts/registers/definitions';
import type { RegisterName } from '@cargo-sentry/contracts/registers/registers';

/** A register's name in the UI language (the names live with the register's columns, in contracts). */
export function registerTitle(register: RegisterName, locale: Locale): string {
  return registerDefinitions[register].title[locale];
}

/** A column of a register by its key, in the UI language; the key itself when the register has no such column. */
export function registerColumnName(register: RegisterName, key: string, locale: Locale): string {
  const columns = (registerDefinitions[register] as RegisterDefinition).columns;
  return Object.hasOwn(columns, key) ? columns[key].name[locale] : key;
}
