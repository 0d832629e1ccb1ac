import type { IdentitySourceKind } from '@cargo-sentry/contracts/identity-links/identifiers';
import type { LinkSource } from '@cargo-sentry/contracts/identity-links/links';
import type { Locale } from '@cargo-sentry/contracts/shared/common';

/**
 * Who sees what of identity links (issue 27 §4, docs/decisions/0056-link-explorer.md): incidents
 * and registers are every user's (a limited user's incidents are narrowed in SQL, as everywhere);
 * a ticket or subscription of the user's own company is shown whole; another company's tells only
 * that it exists and when. Staff see everything.
 */
export interface LinksViewer {
  userId: number;
  isStaff: boolean;
  /** `companyKeyOf` the user: whose tickets are the user's own. */
  companyKey: string;
  /** Staff's setting: off, another company's tickets are not read at all. */
  isSharing: boolean;
  lang: Locale;
}

/** A source as read: what the answer may show of it is decided here. */
export interface ReadSource {
  id: number;
  kind: IdentitySourceKind;
  ref: string;
  seenOn: string;
  companyKey: string | null;
  userId: number | null;
}

/** Whether `viewer` learns only that `source` exists and when: another company's ticket or subscription. */
export function isRedacted(
  viewer: Pick<LinksViewer, 'isStaff' | 'companyKey'>,
  source: Pick<ReadSource, 'companyKey'>,
): boolean {
  return !viewer.isStaff && source.companyKey !== null && source.companyKey !== viewer.companyKey;
}

/**
 * Path of the page that shows the source to `viewer` (docs/product.md#screens-and-routes), or null:
 * the one answer for the link explorer and the consistency card, so the web never guesses a page
 * that would then refuse (a colleague's check is not in the user's history).
 */
export function sourcePath(
  viewer: Pick<LinksViewer, 'isStaff' | 'userId'>,
  source: Pick<ReadSource, 'kind' | 'ref' | 'userId'>,
): string | null {
  switch (source.kind) {
    case 'incident':
      return `/incidents/view/${source.ref}`;
    case 'ticket':
      // the history lists one's own checks (staff: everyone's), not a colleague's
      return viewer.isStaff || source.userId === viewer.userId
        ? `/verification?ticket=${encodeURIComponent(source.ref)}`
        : null;
    case 'prudence':
      if (viewer.isStaff) return '/administration/commercial_prudence';
      return source.userId === viewer.userId ? '/prudence' : null;
    default:
      // register rows: the registers page is staff's
      return viewer.isStaff ? '/administration/registers' : null;
  }
}

/** The source as `viewer` may see it: another company's without its id or a way to open it. */
export function presentSource(viewer: LinksViewer, source: ReadSource): LinkSource {
  if (isRedacted(viewer, source)) return { kind: source.kind, id: null, date: source.seenOn, own: false, link: null };
  return { kind: source.kind, id: source.ref, date: source.seenOn, own: true, link: sourcePath(viewer, source) };
}

const hiddenWords: Record<Locale, { ticket: string; other: string; label: string }> = {
  ru: { ticket: 'проверка другой компании', other: 'мониторинг другой компании', label: 'другое лицо' },
  en: { ticket: 'another company’s check', other: 'another company’s monitoring', label: 'another person' },
};

/**
 * What stands for the identifiers only another company's source holds: "другое лицо (проверка
 * другой компании, 12.11.2026)", never who, which company or what else it named.
 */
export function hiddenLabel(viewer: LinksViewer, source: Pick<ReadSource, 'kind' | 'seenOn'>): string {
  const words = hiddenWords[viewer.lang];
  const what = source.kind === 'ticket' ? words.ticket : words.other;
  return `${words.label} (${what}, ${source.seenOn.split('-').reverse().join('.')})`;
}
