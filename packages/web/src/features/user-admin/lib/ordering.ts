import type { UserSortField } from '@cargo-sentry/contracts/user-admin/user-admin';

export const defaultOrdering = '-registration_date';

/** The column and direction of an `ordering` value (`-name` = name, descending). */
export function readOrdering(ordering: string): { field: string; isDescending: boolean } {
  return { field: ordering.replace(/^-/, ''), isDescending: ordering.startsWith('-') };
}

/**
 * The ordering after a click on a column header: the same column turns around; another column
 * starts ascending, except the dates, where the newest first is what one wants to see.
 */
export function nextOrdering(current: string, field: UserSortField): string {
  const { field: currentField, isDescending } = readOrdering(current);
  if (currentField === field) return isDescending ? field : `-${field}`;
  return field === 'last_login' || field === 'registration_date' ? `-${field}` : field;
}
