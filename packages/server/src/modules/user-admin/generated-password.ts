import { randomInt } from 'node:crypto';

// No 0/O, 1/l/I: the password is read from an e-mail and typed by hand.
const alphabet = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A password for a new account or a reset by staff: 16 characters, ~93 bits. */
export function generatePassword(length = 16): string {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}
