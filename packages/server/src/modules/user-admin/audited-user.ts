import type { UserRow } from '../../db/schema/users';

/** What the audit trail keeps of an account: its settings, never its password hash or tokens. */
export function auditedUser(user: UserRow): Record<string, unknown> {
  return {
    username: user.username,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    company: user.company,
    position: user.position,
    notification_language: user.notificationLanguage,
    subscribed: user.subscribed,
    is_active: user.isActive,
    awaiting_verification: user.awaitingVerification,
    is_staff: user.isStaff,
    access_level: user.accessLevel,
    can_do_reports: user.canDoReports,
    verification_count: user.verificationCount,
    verification_total: user.verificationTotal,
    disabled_checks: user.disabledChecks,
    enable_commercial_prudence: user.enableCommercialPrudence,
    commercial_prudence_limit_enabled: user.commercialPrudenceLimitEnabled,
    commercial_prudence_limit: user.commercialPrudenceLimit,
    required_vetting_fields: user.requiredVettingFields,
    foreign_documents: user.foreignDocuments,
    allowed_ips: user.allowedIps,
  };
}

/**
 * The fields an action changed, before and after; the rest of the record would only bury them.
 * Empty objects when nothing changed.
 */
export function changedFields(
  before: UserRow,
  after: UserRow,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const old = auditedUser(before);
  const now = auditedUser(after);
  const keys = Object.keys(now).filter((key) => JSON.stringify(old[key]) !== JSON.stringify(now[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, old[key]])),
    after: Object.fromEntries(keys.map((key) => [key, now[key]])),
  };
}
