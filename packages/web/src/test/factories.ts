import type { CurrentUser } from '@cargo-sentry/contracts/auth';
import type {
  ParticipationResult,
  ReputationResult,
  TrustPersonResult,
} from '@cargo-sentry/contracts/verification-results';

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

/** A company of the reputation register: active, no flags. */
export function buildCompany(overrides: Partial<ReputationResult['Items'][number]> = {}) {
  return {
    inn: '7707083893',
    ogrn: '1027700132195',
    name: 'ООО «Надёжный перевозчик»',
    status: 'Действующее',
    registrationDate: '2012-06-14',
    flags: [],
    ...overrides,
  };
}

/** A company the person takes part in: an active one they founded with half the capital. */
export function buildParticipation(overrides: Partial<ParticipationResult['participations'][number]> = {}) {
  return {
    inn: '7707083893',
    ogrn: '1027700132195',
    name: 'ООО «Надёжный перевозчик»',
    role: 'Учредитель',
    share: 50,
    status: 'Действующее',
    ...overrides,
  };
}

/** Trust categories with nothing red. */
export function buildTrustPerson(overrides: Partial<TrustPersonResult> = {}): TrustPersonResult {
  return { resultCode: 0, c1: 'GREEN', c2: 'GREEN', c3: null, c4: 'GREEN', c5: null, c6: 'GREEN', ...overrides };
}
