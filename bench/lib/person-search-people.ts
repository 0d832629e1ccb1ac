// The people of the person-search bench (bench/person-search.ts): who each generated ticket names,
// written twice, as SQL the fill runs and as TypeScript the queries are drawn with, from one
// person number `d` and one ticket number `g`. The fill checks its rows against the product's own
// recording (person-search-fill.ts); a found query that finds nothing tells the two apart.

/** Hubs: 10 people or phones each in `hubSize` tickets, more than `subjectSourceLimit` (200), so the cut is measured. */
export const hubCount = 10;
const hubSize = 400;

/** Phone register rows: every third person's line, up to this many (issue 27: registers of 100k). */
const registerRowLimit = 100_000;

const surnames = [
  'Иванов', 'Смирнов', 'Кузнецов', 'Попов', 'Васильев', 'Петров', 'Соколов', 'Михайлов', 'Новиков', 'Фёдоров',
  'Морозов', 'Волков', 'Алексеев', 'Лебедев', 'Семёнов', 'Егоров', 'Павлов', 'Козлов', 'Степанов', 'Николаев',
  'Орлов', 'Андреев', 'Макаров', 'Никитин', 'Захаров', 'Зайцев', 'Соловьёв', 'Борисов', 'Яковлев', 'Григорьев',
  'Романов', 'Воробьёв', 'Сергеев', 'Кузьмин', 'Фролов', 'Александров', 'Дмитриев', 'Королёв', 'Гусев', 'Киселёв',
]; // prettier-ignore
const firstNames = [
  'Александр', 'Сергей', 'Дмитрий', 'Андрей', 'Алексей', 'Максим', 'Евгений', 'Иван', 'Михаил', 'Артём',
  'Николай', 'Владимир', 'Павел', 'Роман', 'Олег', 'Денис', 'Виктор', 'Игорь', 'Юрий', 'Пётр',
  'Константин', 'Василий', 'Анатолий', 'Геннадий', 'Станислав', 'Фёдор', 'Руслан', 'Вадим', 'Григорий', 'Тимур',
]; // prettier-ignore
const midNames = [
  'Александрович', 'Сергеевич', 'Дмитриевич', 'Андреевич', 'Алексеевич', 'Николаевич', 'Владимирович',
  'Иванович', 'Михайлович', 'Петрович', 'Викторович', 'Юрьевич', 'Павлович', 'Олегович', 'Евгеньевич',
  'Фёдорович', 'Васильевич', 'Анатольевич', 'Геннадьевич', 'Игоревич', 'Романович', 'Семёнович', 'Борисович',
  'Григорьевич', 'Константинович', 'Вадимович', 'Леонидович', 'Степанович', 'Валерьевич', 'Артёмович',
]; // prettier-ignore

const nameSpan = surnames.length * firstNames.length * midNames.length;
const birthDays = 14_600;
const dayMs = 86_400_000;

/** How `personKey` folds a name: lower case, ё as е. */
const fold = (name: string) => name.toLowerCase().replace(/ё/g, 'е');

interface Person {
  lastName: string;
  firstName: string;
  midName: string;
  /** `YYYY-MM-DD`. */
  birthDate: string;
}

/**
 * Person `d`'s name parts and birth day: mixed radix over the three lists (36,000 names), the day
 * shifted by the name, so every `d` below 525 million is a person of their own and neighbours are
 * not namesakes. Born 1960–1999.
 */
function personOf(d: number): Person {
  const r = d % nameSpan;
  const q = Math.floor(d / nameSpan);
  const day = (7 * r + q) % birthDays;
  return {
    lastName: surnames[r % surnames.length],
    firstName: firstNames[Math.floor(r / surnames.length) % firstNames.length],
    midName: midNames[Math.floor(r / (surnames.length * firstNames.length))],
    birthDate: new Date(Date.UTC(1960, 0, 1) + day * dayMs).toISOString().slice(0, 10),
  };
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Person `d`'s passport: series and number, 10 digits. */
const passportOf = (d: number) => String(4_500_000_000 + d);
/** Person `d`'s mobile, E.164. */
const phoneOf = (d: number) => `+79${pad(d, 9)}`;
/** Hub phone `h`: a dispatcher's landline given for many drivers. */
export const hubPhoneOf = (h: number) => `+7495${pad(h, 7)}`;
/** Hub person `h` (even hubs): a driver checked hundreds of times. */
export const hubPersonOf = (h: number) => 100_000_000 + h;
/** The vehicle of the hub person's ticket `g`: a different truck each trip. */
const hubVehicleOf = (g: number) => 200_000_000 + g;

const plateLetters = 'АВЕКМНОРСТУХ';
/** Vehicle `n`'s plate, as `pg_temp.plate` of consistency-fill.ts writes it (region 100–899). */
function plateOf(n: number): string {
  const letter = (i: number) => plateLetters[i % 12];
  return (
    letter(n) +
    pad((Math.floor(n / 12) % 999) + 1, 3) +
    letter(Math.floor(n / 11_988)) +
    letter(Math.floor(n / 143_856)) +
    String(100 + (Math.floor(n / 1_726_272) % 800))
  );
}

/** What `tickets` tickets are made of: ordinary ones (people in 1–5 each), hub ones, the register. */
export interface Layout {
  tickets: number;
  /** Tickets 1…ordinary name ordinary people; the rest are hubs'. */
  ordinary: number;
  /** People 0…persons − 1 are in tickets; persons…2·persons − 1 in none (queries that find nothing). */
  persons: number;
  /** Client users, and the companies (INNs) they belong to; every tenth user has no INN. */
  users: number;
  companies: number;
  /** Phone register rows: people 0, 3, 6… below 3·registerRows. */
  registerRows: number;
}

/**
 * Ordinary ticket `g` (1-based)'s person: blocks of 15 tickets name 5 people once, twice… five
 * times (3 on average), so person `d` is in `d % 5 + 1` tickets. Mirrors `personOfTicketSql`.
 */
function personOfTicket(g: number): number {
  const j = (g - 1) % 15;
  return 5 * Math.floor((g - 1) / 15) + Math.floor((Math.sqrt(8 * j + 1) - 1) / 2);
}

export function layoutOf(tickets: number): Layout {
  const ordinary = tickets - Math.min(hubCount * hubSize, Math.floor(tickets / 5));
  const persons = personOfTicket(ordinary) + 1;
  const users = Math.max(20, Math.round(tickets / 200));
  return {
    tickets,
    ordinary,
    persons,
    users,
    companies: Math.max(5, Math.round(users / 5)),
    registerRows: Math.min(registerRowLimit, Math.ceil(persons / 3)),
  };
}

const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;
const sqlArray = (values: readonly string[]) => `ARRAY[${values.map(sqlText).join(', ')}]`;

/**
 * The same people as `pg_temp` functions for the fill (inlined by the planner: plain IMMUTABLE SQL).
 * Needs `pg_temp.plate` of consistency-fill.ts.
 */
export const peopleSql = `
CREATE OR REPLACE FUNCTION pg_temp.ps_name(d bigint, part int, folded boolean) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE part
    WHEN 0 THEN (CASE WHEN folded THEN ${sqlArray(surnames.map(fold))} ELSE ${sqlArray(surnames)} END)
      [(d % ${nameSpan}) % ${surnames.length} + 1]
    WHEN 1 THEN (CASE WHEN folded THEN ${sqlArray(firstNames.map(fold))} ELSE ${sqlArray(firstNames)} END)
      [(d % ${nameSpan}) / ${surnames.length} % ${firstNames.length} + 1]
    ELSE (CASE WHEN folded THEN ${sqlArray(midNames.map(fold))} ELSE ${sqlArray(midNames)} END)
      [(d % ${nameSpan}) / ${surnames.length * firstNames.length} + 1]
  END $$;
CREATE OR REPLACE FUNCTION pg_temp.ps_birth(d bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT (date '1960-01-01' + ((7 * (d % ${nameSpan}) + d / ${nameSpan}) % ${birthDays})::int)::text $$;
CREATE OR REPLACE FUNCTION pg_temp.ps_key(d bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT pg_temp.ps_name(d, 0, true) || '|' || pg_temp.ps_name(d, 1, true) || '|' || pg_temp.ps_name(d, 2, true)
    || '|' || pg_temp.ps_birth(d) $$;
CREATE OR REPLACE FUNCTION pg_temp.ps_passport(d bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT (4500000000 + d)::text $$;
CREATE OR REPLACE FUNCTION pg_temp.ps_phone(d bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT '+79' || lpad(d::text, 9, '0') $$;
CREATE OR REPLACE FUNCTION pg_temp.ps_hub_phone(h bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT '+7495' || lpad(h::text, 7, '0') $$;
CREATE OR REPLACE FUNCTION pg_temp.ps_vin(n bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'XTA' || lpad(n::text, 14, '0') $$;
`;

/** Ticket `g`'s person number in SQL, as `personOfTicket`. */
const personOfTicketSql = (g: string) =>
  `(5 * ((${g} - 1) / 15) + floor((sqrt(8 * ((${g} - 1) % 15) + 1) - 1) / 2)::bigint)`;

/**
 * Every ticket's identity in SQL, one row per ticket `g` of `layout`: its person `d`, the phone it
 * gave, its vehicle number, its carrier's number and its user's. Hub `h` of ticket `g`: even hubs
 * are a person (their passport and phone, another truck each time), odd ones a phone given by
 * ordinary people. Users, carriers and days are spread by multiplicative hashes of `g`.
 */
export function ticketIdentitiesSql(layout: Layout): string {
  const { tickets, ordinary, persons, users } = layout;
  const hub = `(g - ${ordinary} - 1) % ${hubCount}`;
  return `
    SELECT g, md5('person-search-' || g)::uuid AS id, x.d,
      CASE WHEN g > ${ordinary} AND ${hub} % 2 = 1 THEN pg_temp.ps_hub_phone(${hub}) ELSE pg_temp.ps_phone(x.d) END AS phone,
      CASE WHEN g > ${ordinary} AND ${hub} % 2 = 0 THEN ${hubVehicleOf(0)} + g ELSE x.d END AS vehicle,
      1 + (g * 40503) % 50000 AS carrier,
      1 + (g * 2654435761) % ${users} AS user_no,
      now() - make_interval(secs => (g * 2246822519) % (365 * 86400)) AS created_at
    FROM generate_series(1::bigint, ${tickets}) g
    CROSS JOIN LATERAL (SELECT CASE
      WHEN g <= ${ordinary} THEN ${personOfTicketSql('g')}
      WHEN ${hub} % 2 = 0 THEN ${hubPersonOf(0)} + ${hub}
      ELSE (g * 7919) % ${persons} END AS d) x`;
}

/** What a user types, in the ways people write it. */
export type QueryKind = 'person' | 'passport' | 'phone' | 'plate';

const latinTwins = 'ABEKMHOPCTYX';
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('.');

/** A query for person `d` of kind `kind`; `variant` (0…1) picks how it is written. */
export function queryOf(kind: QueryKind, d: number, variant: number): string {
  switch (kind) {
    case 'person': {
      const p = personOf(d);
      const line = `${p.lastName} ${p.firstName} ${p.midName} ${ddmmyyyy(p.birthDate)}`;
      return variant < 0.5 ? line : line.replace(/ё/g, 'е');
    }
    case 'passport': {
      const p = passportOf(d);
      return variant < 0.5 ? `${p.slice(0, 4)} ${p.slice(4)}` : p;
    }
    case 'phone':
      return phoneQuery(phoneOf(d), variant);
    case 'plate': {
      const plate = plateOf(d);
      return variant < 0.5 ? plate : [...plate].map((c) => latinTwins[plateLetters.indexOf(c)] ?? c).join('');
    }
  }
}

/** `+79161234567` as `+7 (916) 123-45-67` or `8 916 123 45 67`. */
export function phoneQuery(e164: string, variant: number): string {
  const [code, a, b, c] = [e164.slice(2, 5), e164.slice(5, 8), e164.slice(8, 10), e164.slice(10)];
  return variant < 0.5 ? `+7 (${code}) ${a}-${b}-${c}` : `8 ${code} ${a} ${b} ${c}`;
}
