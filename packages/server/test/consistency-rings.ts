import type { ConsistencyRule } from '@cargo-sentry/contracts/identity-links/consistency';
import { addDays } from '@cargo-sentry/contracts/shared/dates';
import type { TransportForm } from '@cargo-sentry/contracts/verification/form';
import { innOf, personLine, type PlantedSource } from './identity-sources';

/**
 * Planted rings of the identity-consistency check (issue 27 "Tests"): for each rule of
 * docs/product.md#identity-consistency-check a few rings it must find, each with the exact findings
 * it must give, among clean controls that look alike and must give none. The server test runs one
 * set on PGlite and PostgreSQL; bench/consistency-rings.ts plants 50 sets among 1M + 1M sources.
 *
 * Every case has identifiers of its own (`ringIdentities`), in ranges no other generator uses
 * (phones +7913…, passports 46…, VINs XTR…/XTS…, plates of region 78, INNs 78…, surnames
 * "Кольцов…"), and every source a fixed ref, so planting a set again replaces it.
 */

/** One planted ring or control: the sources to record, the form to check, the findings it must give. */
export interface PlantedCase {
  /** `rule: what is planted`, or `control: what looks alike`. */
  name: string;
  /** The rule a ring is planted for; null for a control. */
  rule: ConsistencyRule | null;
  /** The findings the check must give, `rule:class`, sorted; none for a control. */
  expected: string[];
  sources: RefSource[];
  form: TransportForm;
}

type RefSource = PlantedSource & { ref: string };

const plateLetters = 'АВЕКМНОРСТУХ';
const word = (n: number) => [...String(n)].map((d) => 'абвгдежзик'[Number(d)]).join('');

/** Identifiers of number `n` (0 – 1,700,000), each valid for its kind and unlike any other generator's. */
export function ringIdentities(n: number) {
  const letter = (step: number) => plateLetters[Math.floor(n / step) % plateLetters.length];
  const digits = String((Math.floor(n / 12) % 999) + 1).padStart(3, '0');
  const lastName = `Кольцов${word(n)}`;
  return {
    phone: `+7913${String(n).padStart(7, '0')}`,
    passport: `46${String(n).padStart(8, '0')}`,
    plate: `${letter(1)}${digits}${letter(11_988)}${letter(143_856)}78`,
    vin: `XTR${String(n).padStart(14, '0')}`,
    trailerVin: `XTS${String(n).padStart(14, '0')}`,
    inn: innOf(`78${String(n).padStart(7, '0')}`),
    /** The person of `n`; other first names are other people of the same surname. */
    person: (firstName = 'Иван', birthDate = '1980-02-01') => ({
      lastName,
      firstName,
      midName: 'Петрович',
      birthDate,
    }),
  };
}

type Person = ReturnType<ReturnType<typeof ringIdentities>['person']>;
const others = ['Сергей', 'Олег', 'Павел', 'Антон'];

/** Client companies other than the viewer's, as a ticket's `companyKey`. */
const otherCompany = (i: number) => `inn:${innOf(`79${String(i).padStart(7, '0')}`)}`;

/** A case's sources, each given a fixed ref from the case's number and its place. */
function withRefs(n: number, sources: Omit<PlantedSource, 'ref'>[]): RefSource[] {
  return sources.map((source, i) => {
    const serial = n * 10 + i;
    const ref =
      source.kind === 'incident'
        ? String(900_000_000 + serial)
        : source.kind === undefined || source.kind === 'ticket'
          ? `00000027-0000-4000-8000-${String(serial).padStart(12, '0')}`
          : `ring-${serial}`;
    return { ...source, ref };
  });
}

/** Cases per set: each takes identifier numbers `base` to `base + 7`. */
const casesPerSet = 64;
const numbersPerCase = 8;

/**
 * Set `set` (0, 1, …) of planted rings and controls, dated from `today`, as checked by a user of
 * `viewerInn`. Sets never share an identifier.
 */
export function consistencyRings(set: number, today: string, viewerInn: string): PlantedCase[] {
  const daysAgo = (days: number) => addDays(today, -days);
  const viewer = `inn:${viewerInn}`;
  const cases: PlantedCase[] = [];
  const add = (
    name: string,
    rule: ConsistencyRule | null,
    expected: string[],
    build: (id: (j: number) => ReturnType<typeof ringIdentities>) => {
      sources: Omit<PlantedSource, 'ref'>[];
      form: TransportForm;
    },
  ) => {
    const base = (set * casesPerSet + cases.length) * numbersPerCase;
    const { sources, form } = build((j) => ringIdentities(base + j));
    cases.push({ name, rule, expected: [...expected].sort(), sources: withRefs(base, sources), form });
  };
  const ticket = (days: number, companyKey: string, parts: PlantedSource['parts']) => ({
    seenOn: daysAgo(days),
    companyKey,
    parts,
  });
  const driverOf = (person: Person, extra: Record<string, string> = {}) => ({ person: personLine(person), ...extra });

  // phone_other_person: people counted with the form's own; 2 a warning, 3 an alert (365 days)
  for (const [people, found] of [
    [2, 'warning'],
    [3, 'alert'],
    [4, 'alert'],
  ] as const) {
    add(
      `phone_other_person: a phone of ${people} people`,
      'phone_other_person',
      [`phone_other_person:${found}`],
      (id) => ({
        sources: others
          .slice(0, people - 1)
          .map((name, i) =>
            ticket(3 + i, otherCompany(i + 1), { driver: driverOf(id(0).person(name), { phone: id(0).phone }) }),
          ),
        form: { ...id(0).person(), phone: id(0).phone },
      }),
    );
  }
  add('control: the phone given by the same driver, written differently', null, [], (id) => ({
    sources: [
      ticket(2, otherCompany(1), {
        driver: driverOf(
          { ...id(0).person(), lastName: id(0).person().lastName.toUpperCase() },
          { phone: `8${id(0).phone.slice(2)}` },
        ),
      }),
      ticket(40, viewer, { driver: driverOf(id(0).person(), { phone: id(0).phone }) }),
    ],
    form: { ...id(0).person(), phone: id(0).phone },
  }));
  add('control: another person with that phone 400 days ago, one digit away within the year', null, [], (id) => ({
    sources: [
      ticket(400, otherCompany(1), { driver: driverOf(id(0).person(others[0]), { phone: id(0).phone }) }),
      ticket(5, otherCompany(2), { driver: driverOf(id(0).person(others[1]), { phone: id(1).phone }) }),
    ],
    form: { ...id(0).person(), phone: id(0).phone },
  }));

  // plate_vin_mismatch: a plate with another VIN, a VIN with another plate, in a ticket, an incident, OSAGO
  for (const kind of ['ticket', 'incident', 'register_osago'] as const) {
    const companyKey = kind === 'ticket' ? otherCompany(1) : null;
    add(
      `plate_vin_mismatch: the plate with another VIN (${kind})`,
      'plate_vin_mismatch',
      [
        'plate_vin_mismatch:alert',
        // an incident that holds the form's plate is also an incident contact (issue 27 §2 lists plates)
        ...(kind === 'incident' ? ['wanted_or_incident_contact:alert'] : []),
      ],
      (id) => ({
        sources: [
          { kind, seenOn: daysAgo(30), companyKey, parts: { vehicle: { plate: id(0).plate, vin: id(1).vin } } },
        ],
        form: { autoGos: id(0).plate, autoVin: id(0).vin },
      }),
    );
    add(
      `plate_vin_mismatch: the VIN with another plate (${kind})`,
      'plate_vin_mismatch',
      ['plate_vin_mismatch:alert'],
      (id) => ({
        sources: [
          { kind, seenOn: daysAgo(30), companyKey, parts: { vehicle: { plate: id(1).plate, vin: id(0).vin } } },
        ],
        form: { autoGos: id(0).plate, autoVin: id(0).vin },
      }),
    );
  }
  add('control: the same plate and VIN in a ticket and an OSAGO policy', null, [], (id) => ({
    sources: [
      ticket(5, otherCompany(1), { vehicle: { plate: id(0).plate, vin: id(0).vin } }),
      { kind: 'register_osago', seenOn: daysAgo(60), parts: { vehicle: { plate: id(0).plate, vin: id(0).vin } } },
    ],
    form: { autoGos: id(0).plate, autoVin: id(0).vin },
  }));
  add('control: the tractor plate beside its trailer’s VIN', null, [], (id) => ({
    sources: [
      ticket(5, otherCompany(1), {
        vehicle: { plate: id(0).plate, vin: id(0).vin },
        trailer: { vin: id(0).trailerVin },
      }),
    ],
    form: { autoGos: id(0).plate, autoVin: id(0).vin },
  }));
  add('control: the VIN under another plate in an incident eleven years ago', null, [], (id) => ({
    sources: [{ kind: 'incident', seenOn: daysAgo(4_000), parts: { vehicle: { plate: id(1).plate, vin: id(0).vin } } }],
    form: { autoGos: id(0).plate, autoVin: id(0).vin },
  }));

  // passport_other_person: another name or birth date, in a ticket or a register
  add(
    'passport_other_person: another name (ticket)',
    'passport_other_person',
    ['passport_other_person:alert'],
    (id) => ({
      sources: [
        ticket(20, otherCompany(1), { driver: driverOf(id(0).person(others[0]), { passport: id(0).passport }) }),
      ],
      form: { ...id(0).person(), passportNumber: id(0).passport },
    }),
  );
  add(
    'passport_other_person: another birth date (ticket)',
    'passport_other_person',
    ['passport_other_person:alert'],
    (id) => ({
      sources: [
        ticket(20, otherCompany(1), {
          driver: driverOf(id(0).person('Иван', '1979-03-04'), { passport: id(0).passport }),
        }),
      ],
      form: { ...id(0).person(), passportNumber: id(0).passport },
    }),
  );
  add(
    'passport_other_person: another name (phone register)',
    'passport_other_person',
    ['passport_other_person:alert'],
    (id) => ({
      sources: [
        {
          kind: 'register_phone',
          seenOn: daysAgo(100),
          parts: { person: driverOf(id(1).person(), { passport: id(0).passport }) },
        },
      ],
      form: { ...id(0).person(), passportNumber: id(0).passport },
    }),
  );
  add('control: the passport with the same person, written differently', null, [], (id) => ({
    sources: [
      ticket(20, otherCompany(1), {
        driver: driverOf(
          { ...id(0).person(), firstName: 'ИВАН' },
          { passport: `${id(0).passport.slice(0, 4)} ${id(0).passport.slice(4)}` },
        ),
      }),
      // a register without birth dates names the same person
      {
        kind: 'register_participation',
        seenOn: daysAgo(10),
        parts: {
          person: { person: `${id(0).person().lastName} Иван Петрович`, passport: id(0).passport },
          carrier: { inn: id(1).inn },
        },
      },
    ],
    form: { ...id(0).person(), passportNumber: id(0).passport },
  }));
  add('control: another person with a passport one digit away', null, [], (id) => ({
    sources: [ticket(20, otherCompany(1), { driver: driverOf(id(0).person(others[0]), { passport: id(1).passport }) })],
    form: { ...id(0).person(), passportNumber: id(0).passport },
  }));

  // driver_many_carriers: carriers counted with the form's own; 2 a warning, 4 an alert (14 days)
  const offers = (id: (j: number) => ReturnType<typeof ringIdentities>, plan: [days: number, carrier: number][]) =>
    plan.map(([days, carrier]) =>
      ticket(days, otherCompany(1), { driver: driverOf(id(0).person()), carrier: { inn: id(carrier).inn } }),
    );
  add('driver_many_carriers: 2 carriers in 5 days', 'driver_many_carriers', ['driver_many_carriers:warning'], (id) => ({
    sources: offers(id, [[5, 1]]),
    form: { ...id(0).person(), inn: id(0).inn },
  }));
  add(
    'driver_many_carriers: 2 carriers, the other 14 days ago',
    'driver_many_carriers',
    ['driver_many_carriers:warning'],
    (id) => ({
      sources: offers(id, [[14, 1]]),
      form: { ...id(0).person(), inn: id(0).inn },
    }),
  );
  add('driver_many_carriers: 4 carriers in 13 days', 'driver_many_carriers', ['driver_many_carriers:alert'], (id) => ({
    sources: offers(id, [
      [2, 1],
      [6, 2],
      [13, 3],
    ]),
    form: { ...id(0).person(), inn: id(0).inn },
  }));
  add('control: the same carrier offering the driver three times', null, [], (id) => ({
    sources: offers(id, [
      [2, 0],
      [6, 0],
      [13, 0],
    ]),
    form: { ...id(0).person(), inn: id(0).inn },
  }));
  add('control: other carriers 15 and 30 days ago', null, [], (id) => ({
    sources: offers(id, [
      [15, 1],
      [30, 2],
    ]),
    form: { ...id(0).person(), inn: id(0).inn },
  }));

  // checked_by_many_companies: companies counted with the viewer's; 3 a warning (1 day: today and yesterday)
  const checks = (subject: PlantedSource['parts'], plan: [days: number, company: string][]) =>
    plan.map(([days, company]) => ticket(days, company, subject));
  add(
    'checked_by_many_companies: the driver by 3 companies',
    'checked_by_many_companies',
    ['checked_by_many_companies:warning'],
    (id) => ({
      sources: checks({ driver: driverOf(id(0).person()) }, [
        [0, otherCompany(1)],
        [1, otherCompany(2)],
      ]),
      form: id(0).person(),
    }),
  );
  add(
    'checked_by_many_companies: the vehicle by 4 companies',
    'checked_by_many_companies',
    ['checked_by_many_companies:warning'],
    (id) => ({
      sources: checks({ vehicle: { plate: id(0).plate } }, [
        [0, otherCompany(1)],
        [0, otherCompany(2)],
        [1, otherCompany(3)],
      ]),
      form: { autoGos: id(0).plate },
    }),
  );
  add('control: the driver by 2 companies within a day', null, [], (id) => ({
    sources: checks({ driver: driverOf(id(0).person()) }, [
      [0, otherCompany(1)],
      [1, viewer],
    ]),
    form: id(0).person(),
  }));
  add('control: the vehicle by one other company twice and the viewer’s', null, [], (id) => ({
    sources: checks({ vehicle: { plate: id(0).plate } }, [
      [0, otherCompany(1)],
      [1, otherCompany(1)],
      [0, viewer],
    ]),
    form: { autoGos: id(0).plate },
  }));
  // seen_on is a day: a check of more than 24 hours ago is one of the day before yesterday
  add('control: the driver by 3 companies over more than a day', null, [], (id) => ({
    sources: checks({ driver: driverOf(id(0).person()) }, [
      [0, otherCompany(1)],
      [2, otherCompany(2)],
    ]),
    form: id(0).person(),
  }));

  // wanted_or_incident_contact: the phone a wanted person's; an incident with the phone, plate or INN
  add(
    'wanted_or_incident_contact: the phone registered to a wanted person',
    'wanted_or_incident_contact',
    ['wanted_or_incident_contact:alert'],
    (id) => ({
      sources: [
        {
          kind: 'register_phone',
          seenOn: daysAgo(50),
          parts: { person: driverOf(id(1).person(), { phone: id(0).phone }) },
        },
        { kind: 'register_wanted', seenOn: daysAgo(200), parts: { person: driverOf(id(1).person()) } },
      ],
      form: { ...id(0).person(), phone: id(0).phone },
    }),
  );
  add(
    'wanted_or_incident_contact: the phone on the wanted list',
    'wanted_or_incident_contact',
    ['wanted_or_incident_contact:alert'],
    (id) => ({
      sources: [
        {
          kind: 'register_wanted',
          seenOn: daysAgo(200),
          parts: { person: driverOf(id(1).person(), { phone: id(0).phone }) },
        },
      ],
      form: { ...id(0).person(), phone: id(0).phone },
    }),
  );
  add(
    'wanted_or_incident_contact: an incident with the phone',
    'wanted_or_incident_contact',
    ['wanted_or_incident_contact:alert'],
    (id) => ({
      sources: [{ kind: 'incident', seenOn: daysAgo(90), parts: { driver: { phone: id(0).phone } } }],
      form: { ...id(0).person(), phone: id(0).phone },
    }),
  );
  add(
    'wanted_or_incident_contact: an incident with the plate',
    'wanted_or_incident_contact',
    ['wanted_or_incident_contact:alert'],
    (id) => ({
      sources: [{ kind: 'incident', seenOn: daysAgo(90), parts: { vehicle: { plate: id(0).plate } } }],
      form: { autoGos: id(0).plate },
    }),
  );
  add(
    'wanted_or_incident_contact: an incident with the INN',
    'wanted_or_incident_contact',
    ['wanted_or_incident_contact:alert'],
    (id) => ({
      sources: [{ kind: 'incident', seenOn: daysAgo(90), parts: { carrier: { inn: id(0).inn } } }],
      form: { inn: id(0).inn },
    }),
  );
  add('control: the phone registered to someone who is not wanted, a namesake is', null, [], (id) => ({
    sources: [
      {
        kind: 'register_phone',
        seenOn: daysAgo(50),
        parts: { person: driverOf(id(1).person(), { phone: id(0).phone }) },
      },
      { kind: 'register_wanted', seenOn: daysAgo(200), parts: { person: driverOf(id(1).person(others[0])) } },
    ],
    form: { ...id(0).person(), phone: id(0).phone },
  }));
  add('control: incidents with the next number’s phone and plate, the INN eleven years ago', null, [], (id) => ({
    sources: [
      {
        kind: 'incident',
        seenOn: daysAgo(90),
        parts: { driver: { phone: id(1).phone }, vehicle: { plate: id(1).plate } },
      },
      { kind: 'incident', seenOn: daysAgo(4_000), parts: { carrier: { inn: id(0).inn } } },
    ],
    form: { ...id(0).person(), phone: id(0).phone, autoGos: id(0).plate, inn: id(0).inn },
  }));

  // driver_is_carrier_officer: a founder or director of the carrier (information)
  const officer = (person: Person, inn: string, passport?: string) => ({
    kind: 'register_participation' as const,
    seenOn: daysAgo(20),
    parts: {
      person: { person: `${person.lastName} ${person.firstName} ${person.midName}`, ...(passport ? { passport } : {}) },
      carrier: { inn },
    },
  });
  add(
    'driver_is_carrier_officer: by name and passport',
    'driver_is_carrier_officer',
    ['driver_is_carrier_officer:info'],
    (id) => ({
      sources: [officer(id(0).person(), id(0).inn, id(0).passport)],
      form: { ...id(0).person(), passportNumber: id(0).passport, inn: id(0).inn },
    }),
  );
  add('driver_is_carrier_officer: by name', 'driver_is_carrier_officer', ['driver_is_carrier_officer:info'], (id) => ({
    sources: [officer(id(0).person(), id(0).inn)],
    form: { ...id(0).person(), inn: id(0).inn },
  }));
  add('control: the driver an officer of another carrier', null, [], (id) => ({
    sources: [officer(id(0).person(), id(1).inn, id(0).passport)],
    form: { ...id(0).person(), passportNumber: id(0).passport, inn: id(0).inn },
  }));
  add('control: another person an officer of the carrier', null, [], (id) => ({
    sources: [officer(id(0).person(others[0]), id(0).inn, id(1).passport)],
    form: { ...id(0).person(), passportNumber: id(0).passport, inn: id(0).inn },
  }));
  return cases;
}

/** The findings of a check as `expected` lists them: `rule:class`, sorted. */
export const findingsOf = (result: { findings: readonly { rule: string; class: string }[] }): string[] =>
  result.findings.map((f) => `${f.rule}:${f.class}`).sort();
