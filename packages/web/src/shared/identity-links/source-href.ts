import type { LinkSource } from '@cargo-sentry/contracts/identity-links/links';
import { paths } from '@/shared/routing/paths';

/** A register's kinds of source: each row is shown on the staff's registers page. */
const isRegister = (kind: LinkSource['kind']) => kind.startsWith('register_');

/**
 * Where a source opens, the same in the link explorer and on the consistency card: the link the
 * answer gives, else for a source open to the user (`own`, with its id) the page that shows its
 * kind: the incident card, the user's check on /verification (which says so when the check is not
 * theirs), the registers page for staff. Another company's source opens nowhere (issue 27 §4).
 */
export function sourceHref(source: LinkSource, isStaff: boolean): string | null {
  if (source.link) return source.link;
  if (!source.own || source.id === null) return null;
  if (source.kind === 'incident') return paths.incidentView.build(source.id);
  if (source.kind === 'ticket') return paths.verificationTicket.build(source.id);
  return isStaff && isRegister(source.kind) ? paths.adminRegisters : null;
}
