import type { CurrentUser } from '@cargo-sentry/contracts/auth';

export function buildUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 3,
    username: 'user',
    email: 'user@example.com',
    phone: '+79990000000',
    first_name: 'Иван',
    last_name: 'Петров',
    company: 'ООО Груз',
    inn: '7707083893',
    notification_language: 'ru',
    subscribed: true,
    is_staff: false,
    can_do_reports: false,
    access_level: 'full',
    demo: false,
    verification_count: 47,
    verification_total: 50,
    disabled_checks: [],
    enable_commercial_prudence: false,
    commercial_prudence_limit_enabled: false,
    commercial_prudence_limit: 0,
    required_vetting_fields: [],
    foreign_documents: false,
    ...overrides,
  };
}
