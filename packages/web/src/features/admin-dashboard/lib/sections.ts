import type { CurrentUser } from '@cargo-sentry/contracts/auth/auth';
import { paths } from '@/shared/routing/paths';

/** A figure a card shows beside its link, fetched only for roles that may open the section. */
export type SectionFigure = 'pending_users' | 'api_users' | 'checks_this_month' | 'reports_ready';

export interface AdminSection {
  key: string;
  path: string;
  /** docs/product.md#staff-or-reports-pages: staff-only sections, or staff-or-reports ones. */
  access: 'staff' | 'reports';
  figure?: SectionFigure;
}

/** Every administration section, in the order of the side menu. */
export const adminSections: AdminSection[] = [
  { key: 'users', path: paths.adminUsers, access: 'staff', figure: 'pending_users' },
  { key: 'api_users', path: paths.adminApiUsers, access: 'staff', figure: 'api_users' },
  { key: 'verifications', path: paths.adminVerifications, access: 'staff', figure: 'checks_this_month' },
  { key: 'reports', path: paths.adminReports, access: 'reports', figure: 'reports_ready' },
  { key: 'notifications', path: paths.adminNotifications, access: 'staff' },
  { key: 'upload_incidents', path: paths.adminUploadIncidents, access: 'staff' },
  { key: 'registers', path: paths.adminRegisters, access: 'staff' },
  { key: 'identity_links', path: paths.adminIdentityLinks, access: 'staff' },
  { key: 'audit', path: paths.adminAudit, access: 'staff' },
  { key: 'security_events', path: paths.adminSecurityEvents, access: 'staff' },
  { key: 'commercial_prudence', path: paths.adminCommercialPrudence, access: 'reports' },
  // Reports users read the destruction acts (issue 28 §2); the periods are staff's.
  { key: 'personal_data', path: paths.adminPersonalData, access: 'reports' },
];

/** The sections `user` may open: all for staff, the reports ones (docs/product.md#staff-or-reports-pages staff-or-reports) for a reports user. */
export function sectionsFor(user: Pick<CurrentUser, 'is_staff' | 'can_do_reports'> | null): AdminSection[] {
  if (!user) return [];
  if (user.is_staff) return adminSections;
  return user.can_do_reports ? adminSections.filter((s) => s.access === 'reports') : [];
}
