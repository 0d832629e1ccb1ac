import {
  personKey,
  sightingOf,
  type IdentitySourceKind,
  type Sighting,
} from '@cargo-sentry/contracts/identity-links/identifiers';
import { normalizeTransportForm, type TransportFormInput } from '@cargo-sentry/contracts/verification/form';
import { inArray, sql } from 'drizzle-orm';
import type { Database, Db } from '../client';
import { incidents } from '../schema/incidents';
import { registryOsagoPolicies } from '../schema/registry';
import { users } from '../schema/users';
import { verificationTickets } from '../schema/verification';

/**
 * The demo rings of identity links (issue 27 §5, README "Identity links"): four frauds the link
 * explorer and the consistency check are shown on, each planted as past checks of the demo
 * accounts beside what the demo already holds (incidents, the OSAGO register).
 */

/** A source the ring seed planted, for the identity-links module to record: db/ does not import modules. */
export interface SeededSource {
  kind: IdentitySourceKind;
  ref: string;
  seenOn: string;
  /** The user of a ticket, whose company owns it; null for an incident or a register row. */
  owner: { id: number; inn: string } | null;
  sightings: Sighting[];
}

/** Records what the seed planted (identity links' `recordSource` per source; main.ts and the seed CLI hand it in). */
export type RecordSeededSources = (db: Db, sources: readonly SeededSource[]) => Promise<void>;

/** A ring's past check: who ran it, how many days ago, and the form. Fixed ids find it again on the next run. */
interface RingTicket {
  id: string;
  username: 'user' | 'analyst' | 'demo';
  daysAgo: number;
  form: TransportFormInput;
}

const ringId = (n: number) => `27a10000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A phone three drivers gave, each checked by another company. */
export const demoSharedPhone = '+79250001122';
/** The demo incidents' plate (`demoRiskCases`), checked with another VIN: a cloned plate. */
export const demoClonedPlate = { plate: 'А777АА77', otherVin: 'Z9M93400000456002' };
/** A driver four carriers offered within two weeks. */
export const demoBrokeredDriver = {
  lastName: 'Карпов',
  firstName: 'Денис',
  midName: 'Олегович',
  birthDate: '14.02.1985',
  passportNumber: '4514700800',
  carriers: ['5027112230', '7724135799', '6168246809', '5401135702'],
};
/** A passport presented under two names. */
export const demoTwoNamePassport = '4515777888';

/** A driver as the transport form takes them; dates as typed. */
const driver = (lastName: string, firstName: string, midName: string, birthDate: string, passportNumber: string) => ({
  lastName,
  firstName,
  midName,
  birthDate,
  passportNumber,
});

const karpov = demoBrokeredDriver;

const ringTickets: RingTicket[] = [
  // the shared phone: three drivers, three client companies
  {
    id: ringId(1),
    username: 'user',
    daysAgo: 20,
    form: { ...driver('Гончаров', 'Артём', 'Викторович', '12.03.1988', '4511100200'), phone: demoSharedPhone },
  },
  {
    id: ringId(2),
    username: 'analyst',
    daysAgo: 12,
    form: { ...driver('Белов', 'Сергей', 'Иванович', '05.07.1979', '4512300400'), phone: demoSharedPhone },
  },
  {
    id: ringId(3),
    username: 'demo',
    daysAgo: 3,
    form: { ...driver('Рахимов', 'Тимур', 'Ринатович', '21.11.1991', '4513500600'), phone: demoSharedPhone },
  },
  // the cloned plate: the incidents' and the OSAGO register's plate with another VIN
  {
    id: ringId(4),
    username: 'user',
    daysAgo: 5,
    form: { autoGos: demoClonedPlate.plate, autoVin: demoClonedPlate.otherVin },
  },
  // one driver, four carriers in 13 days; the last offer went to another company
  ...karpov.carriers.map((inn, i): RingTicket => ({
    id: ringId(5 + i),
    username: i === 3 ? 'analyst' : 'user',
    daysAgo: 13 - 4 * i,
    form: {
      ...driver(karpov.lastName, karpov.firstName, karpov.midName, karpov.birthDate, karpov.passportNumber),
      inn,
    },
  })),
  // one passport, two names
  {
    id: ringId(9),
    username: 'user',
    daysAgo: 30,
    form: driver('Лебедев', 'Андрей', 'Павлович', '02.09.1983', demoTwoNamePassport),
  },
  {
    id: ringId(10),
    username: 'user',
    daysAgo: 8,
    form: driver('Сомов', 'Игорь', 'Николаевич', '17.06.1977', demoTwoNamePassport),
  },
];

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** What a ticket's form names, by part, as the recording of a check does (issue 27 §1). */
function ticketSightings(inputs: Record<string, unknown>): Sighting[] {
  const person = personKey({
    lastName: text(inputs.lastName),
    firstName: text(inputs.firstName),
    midName: text(inputs.midName),
    birthDate: text(inputs.birthDate),
  });
  return [
    ...sightingOf('driver', 'person', person),
    ...sightingOf('driver', 'phone', text(inputs.phone)),
    ...sightingOf('driver', 'passport', text(inputs.passportNumber)),
    ...sightingOf('driver', 'licence', text(inputs.drivingLicenseNumber)),
    ...sightingOf('vehicle', 'plate', text(inputs.autoGos)),
    ...sightingOf('vehicle', 'vin', text(inputs.autoVin)),
    ...sightingOf('carrier', 'inn', text(inputs.inn)),
  ];
}

/** The ring tickets, inserted once (fixed ids), as stored: their day and owner are what is recorded. */
async function seedRingTickets(database: Database): Promise<SeededSource[]> {
  const db = database.db;
  const owners = await db
    .select({ id: users.id, inn: users.inn, username: sql<string>`lower(${users.username})` })
    .from(users)
    .where(sql`lower(${users.username}) in ${['user', 'analyst', 'demo']} and ${users.deletedAt} is null`);
  const ownerOf = new Map(owners.map((o) => [o.username, o]));
  const rows = ringTickets.flatMap((ticket) => {
    const owner = ownerOf.get(ticket.username);
    if (!owner) return [];
    const checkedAt = new Date(Date.now() - ticket.daysAgo * 86_400_000);
    return [
      {
        id: ticket.id,
        userId: owner.id,
        createdAt: checkedAt,
        expiresAt: new Date(checkedAt.getTime() + 3_600_000),
        consentAt: checkedAt,
        spentCheck: false,
        inputs: normalizeTransportForm(ticket.form),
      },
    ];
  });
  if (rows.length > 0) await db.insert(verificationTickets).values(rows).onConflictDoNothing();
  const stored = await db
    .select({
      id: verificationTickets.id,
      userId: verificationTickets.userId,
      createdAt: verificationTickets.createdAt,
      inputs: verificationTickets.inputs,
    })
    .from(verificationTickets)
    .where(
      inArray(
        verificationTickets.id,
        ringTickets.map((t) => t.id),
      ),
    );
  const innOf = new Map(owners.map((o) => [o.id, o.inn]));
  return stored.map((ticket) => ({
    kind: 'ticket',
    ref: ticket.id,
    seenOn: ticket.createdAt.toISOString().slice(0, 10),
    owner: { id: ticket.userId, inn: innOf.get(ticket.userId) ?? '' },
    sightings: ticketSightings(ticket.inputs),
  }));
}

/** The demo incidents and OSAGO policies of the cloned plate, which the ring's ticket is a clone of. */
async function clonedPlateSources(database: Database): Promise<SeededSource[]> {
  const db = database.db;
  const plate = demoClonedPlate.plate;
  const found = await db
    .select({
      id: incidents.id,
      date: incidents.date,
      vehiclePlate: incidents.vehiclePlate,
      vehicleVin: incidents.vehicleVin,
      trailerPlate: incidents.trailerPlate,
      trailerVin: incidents.trailerVin,
      inn: incidents.counterpartyInn,
      ogrn: incidents.counterpartyOgrn,
      atiId: incidents.atiId,
    })
    .from(incidents)
    .where(sql`${incidents.vehiclePlate} = ${plate}`);
  const policies = await db
    .select({
      id: registryOsagoPolicies.id,
      plate: registryOsagoPolicies.regNumber,
      vin: registryOsagoPolicies.vin,
      startDate: registryOsagoPolicies.startDate,
    })
    .from(registryOsagoPolicies)
    .where(sql`${registryOsagoPolicies.regNumber} = ${plate}`);
  return [
    ...found.map((incident): SeededSource => ({
      kind: 'incident',
      ref: String(incident.id),
      seenOn: incident.date,
      owner: null,
      sightings: [
        ...sightingOf('vehicle', 'plate', incident.vehiclePlate),
        ...sightingOf('vehicle', 'vin', incident.vehicleVin),
        ...sightingOf('trailer', 'plate', incident.trailerPlate),
        ...sightingOf('trailer', 'vin', incident.trailerVin),
        ...sightingOf('carrier', 'inn', incident.inn),
        ...sightingOf('carrier', 'ogrn', incident.ogrn),
        ...sightingOf('carrier', 'ati_id', incident.atiId),
      ],
    })),
    ...policies.map((policy): SeededSource => ({
      kind: 'register_osago',
      ref: String(policy.id),
      seenOn: policy.startDate ?? new Date().toISOString().slice(0, 10),
      owner: null,
      sightings: [...sightingOf('vehicle', 'plate', policy.plate), ...sightingOf('vehicle', 'vin', policy.vin)],
    })),
  ];
}

/**
 * Plants the four rings (README "Identity links") and records their links. Run after the
 * accounts, incidents and registers. Idempotent: the tickets are inserted once, and recording a
 * source again replaces what it saw, so nothing doubles (nor with the back-fill of existing data,
 * which records the same sources under the same kind and id).
 */
export async function seedDemoRings(database: Database, record: RecordSeededSources): Promise<number> {
  const sources = [...(await seedRingTickets(database)), ...(await clonedPlateSources(database))];
  await record(database.db, sources);
  return sources.length;
}
