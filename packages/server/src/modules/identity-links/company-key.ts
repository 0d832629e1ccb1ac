import type { UserRow } from '../../db/schema/users';

/**
 * The company a user's tickets belong to, for identity links: their INN, which every user of one
 * client company shares, or the user alone when they gave none. Another company's tickets are
 * shown only as "a conflict exists" (issue 27 §4).
 */
export function companyKeyOf(user: Pick<UserRow, 'id' | 'inn'>): string {
  const inn = user.inn.replace(/\s+/g, '');
  return inn === '' ? `user:${user.id}` : `inn:${inn}`;
}
