import type { CurrentUser } from '@cargo-sentry/contracts/auth/auth';
import type { LinksAnswer } from '@cargo-sentry/contracts/identity-links/links';
import type {
  ParticipationResult,
  ReputationResult,
  TrustPersonResult,
} from '@cargo-sentry/contracts/verification/results';

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

/**
 * A link explorer's answer about the plate А123ВС77: two VINs from incidents (a cloned plate), the
 * driver's phone from the user's own check, and another company's check as a hidden node.
 */
export function buildLinksAnswer(overrides: Partial<LinksAnswer> = {}): LinksAnswer {
  const root = 'plate:А123ВС77';
  return {
    root,
    cut: false,
    nodes: [
      { id: root, kind: 'plate', label: 'А123ВС77', value: 'А123ВС77', links: 4, cut: false },
      {
        id: 'vin:XTA21099012345678',
        kind: 'vin',
        label: 'XTA21099012345678',
        value: 'XTA21099012345678',
        links: 1,
        cut: false,
      },
      {
        id: 'vin:XTA21099087654321',
        kind: 'vin',
        label: 'XTA21099087654321',
        value: 'XTA21099087654321',
        links: 2,
        cut: false,
      },
      { id: 'phone:+79123456789', kind: 'phone', label: '+79123456789', value: '+79123456789', links: 3, cut: false },
      {
        id: 'hidden:1',
        kind: 'hidden',
        label: 'другое лицо (проверка другой компании, 12.11.2026)',
        value: null,
        links: 1,
        cut: false,
      },
    ],
    edges: [
      {
        from: root,
        to: 'vin:XTA21099012345678',
        sources: [{ kind: 'incident', id: '41', date: '2026-10-02', own: true, link: '/incidents/view/41' }],
      },
      {
        from: root,
        to: 'vin:XTA21099087654321',
        sources: [
          { kind: 'register_osago', id: '7', date: '2026-09-15', own: true, link: null },
          { kind: 'incident', id: '57', date: '2026-11-01', own: true, link: '/incidents/view/57' },
        ],
      },
      {
        from: root,
        to: 'phone:+79123456789',
        sources: [{ kind: 'ticket', id: '9001', date: '2026-11-20', own: true, link: '/verification?ticket=9001' }],
      },
      {
        from: root,
        to: 'hidden:1',
        sources: [{ kind: 'ticket', id: null, date: '2026-11-12', own: false, link: null }],
      },
    ],
    ...overrides,
  };
}

/**
 * A large answer: the phone +79000000000 given by `drivers` people, each of whom was seen with
 * `platesEach` plates (1 + drivers × (1 + platesEach) nodes), every link from an incident.
 */
export function buildLinksHub(drivers: number, platesEach: number): LinksAnswer {
  const root = 'phone:+79000000000';
  const nodes: LinksAnswer['nodes'] = [
    { id: root, kind: 'phone', label: '+79000000000', value: '+79000000000', links: drivers, cut: false },
  ];
  const edges: LinksAnswer['edges'] = [];
  const source = (n: number) => ({
    kind: 'incident' as const,
    id: String(n),
    date: '2026-11-01',
    own: true,
    link: `/incidents/view/${n}`,
  });
  for (let d = 0; d < drivers; d++) {
    const person = `person:водитель|${d}||`;
    nodes.push({
      id: person,
      kind: 'person',
      label: `Водитель ${d}`,
      value: `водитель|${d}||`,
      links: platesEach + 1,
      cut: false,
    });
    edges.push({ from: root, to: person, sources: [source(d)] });
    for (let p = 0; p < platesEach; p++) {
      const plate = `plate:А${String(d).padStart(3, '0')}ВС${p}`;
      nodes.push({ id: plate, kind: 'plate', label: plate.slice(6), value: plate.slice(6), links: 1, cut: false });
      edges.push({ from: person, to: plate, sources: [source(drivers + d * platesEach + p)] });
    }
  }
  return { root, nodes, edges, cut: false };
}

/**
 * What the phone +79123456789 of `buildLinksAnswer` was seen with, as its expansion answers: the
 * plate again (in two checks), a person, and another company's check as a hidden node.
 */
export function buildPhoneLinksAnswer(): LinksAnswer {
  return {
    root: 'phone:+79123456789',
    cut: false,
    nodes: [
      { id: 'phone:+79123456789', kind: 'phone', label: '+79123456789', value: '+79123456789', links: 3, cut: false },
      { id: 'plate:А123ВС77', kind: 'plate', label: 'А123ВС77', value: 'А123ВС77', links: 4, cut: false },
      {
        id: 'person:иванов|петр||',
        kind: 'person',
        label: 'Иванов Петр',
        value: 'иванов|петр||',
        links: 1,
        cut: false,
      },
      { id: 'hidden:1', kind: 'hidden', label: 'другое лицо', value: null, links: 1, cut: false },
    ],
    edges: [
      {
        from: 'plate:А123ВС77',
        to: 'phone:+79123456789',
        sources: [
          { kind: 'ticket', id: '9001', date: '2026-11-20', own: true, link: '/verification?ticket=9001' },
          { kind: 'ticket', id: '9002', date: '2026-11-25', own: true, link: '/verification?ticket=9002' },
        ],
      },
      {
        from: 'phone:+79123456789',
        to: 'person:иванов|петр||',
        sources: [{ kind: 'ticket', id: '9001', date: '2026-11-20', own: true, link: null }],
      },
      {
        from: 'phone:+79123456789',
        to: 'hidden:1',
        sources: [{ kind: 'ticket', id: null, date: '2026-11-03', own: false, link: null }],
      },
    ],
  };
}
