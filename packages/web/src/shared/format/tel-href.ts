/** A `tel:` link to a phone number as people write it: only its digits and a leading `+` are kept. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
