import { identifierLabel } from '@cargo-sentry/contracts/identity-links/identifiers';
import { sourceNameInSentence } from '@cargo-sentry/contracts/identity-links/source-names';
import type { Locale } from '@cargo-sentry/contracts/shared/common';
import type { Identifier, RuleHit, Sighted } from './consistency-hits';
import { isOpenTo, newestFirst, type SeenSource, type Viewer } from './consistency-sources';

/**
 * A finding in words, in Russian and English (issue 27 §2): what the rule found about the form's
 * identifier, then where and when, newest first ("Телефон +79123456789 указывали с другим
 * человеком: 12.11.2026 (проверка другой компании)"). What another company's ticket saw is never
 * named, only that and when it saw the form's identifier (issue 27 §4). The evidence report prints
 * these words with a phone, the number after "паспорт"/"passport" and a birth date in brackets
 * hidden (verification-evidence `maskedFindingWords`): keep those forms.
 */
export function findingMessage(hit: RuleHit, viewer: Viewer): Record<Locale, string> {
  return { ru: messageIn('ru', hit, viewer), en: messageIn('en', hit, viewer) };
}

/** At most this many sources are named in a message; the finding's `sources` list more. */
const namedSources = 5;

type Forms = { one: string; few: string; many: string };
/** The Russian form of a word after `count`. */
function ru(count: number, forms: Forms): string {
  const form = new Intl.PluralRules('ru').select(count);
  return `${count} ${form === 'one' ? forms.one : form === 'few' ? forms.few : forms.many}`;
}
const en = (count: number, one: string, other: string) => `${count} ${count === 1 ? one : other}`;

const shownDay = (iso: string) => iso.split('-').reverse().join('.');

/** A value in an English sentence: Cyrillic stands in quotes, so every word outside them is English. */
const inEnglish = (value: string) => (/[\u0400-\u04ff]/.test(value) ? `“${value}”` : value);

/** A person as "Иванов Петр Семенович (01.02.1980)", anything else as stored. */
const labelOf = ({ kind, value }: Identifier) =>
  identifierLabel(kind, value).replace(/, (\d{2}\.\d{2}\.\d{4})$/, ' ($1)');

/** An identifier as a sentence names it: the kind's word, then the value. */
function named(lang: Locale, identifier: Identifier): string {
  const { kind } = identifier;
  const label = labelOf(identifier);
  const words: Record<Identifier['kind'], [string, string]> = {
    person: ['', ''],
    phone: ['телефон', 'phone'],
    passport: ['паспорт', 'passport'],
    licence: ['удостоверение', 'licence'],
    plate: ['госномер', 'plate'],
    vin: ['VIN', 'VIN'],
    inn: ['ИНН', 'INN'],
    ogrn: ['ОГРН', 'OGRN'],
    ati_id: ['код ATI', 'ATI id'],
  };
  const word = words[kind][lang === 'ru' ? 0 : 1];
  const shown = lang === 'en' ? inEnglish(label) : label;
  return word ? `${word} ${shown}` : shown;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** How a source is named: its kind (contracts' `identitySourceNames`), and whose check it was when it was a check. */
function sourceWords(lang: Locale, source: SeenSource, viewer: Viewer): string {
  const whose = !isOpenTo(viewer, source) ? 'other' : source.companyKey === viewer.companyKey ? 'own' : 'client';
  const words = {
    ru: {
      ticket: { own: 'проверка вашей компании', other: 'проверка другой компании', client: 'проверка клиента' },
      prudence: { own: 'мониторинг вашей компании', other: 'мониторинг другой компании', client: 'мониторинг клиента' },
      incident: `${sourceNameInSentence('incident', 'ru')} № ${source.ref}`,
    },
    en: {
      ticket: { own: "your company's check", other: "another company's check", client: "a client's check" },
      prudence: {
        own: "your company's monitoring",
        other: "another company's monitoring",
        client: "a client's monitoring",
      },
      incident: `${sourceNameInSentence('incident', 'en')} No. ${source.ref}`,
    },
  }[lang];
  if (source.kind === 'ticket' || source.kind === 'prudence') return words[source.kind][whose];
  return source.kind === 'incident' ? words.incident : sourceNameInSentence(source.kind, lang);
}

/**
 * Where and when, one source each: what else it saw (when the viewer may see it), the day, whose.
 * "10.11.2026 (проверка вашей компании): Петров Петр (01.02.1980)"; "12.11.2026 (проверка другой компании)".
 */
function placesIn(lang: Locale, seen: readonly Sighted[], viewer: Viewer): string {
  const bySource = new Map<number, { source: SeenSource; others: Identifier[] }>();
  for (const { source, other } of seen) {
    const entry = bySource.get(source.id) ?? { source, others: [] };
    if (other && !entry.others.some((o) => o.kind === other.kind && o.value === other.value)) entry.others.push(other);
    bySource.set(source.id, entry);
  }
  const entries = [...bySource.values()].sort((a, b) => newestFirst(a.source, b.source));
  const places = entries.slice(0, namedSources).map(({ source, others }) => {
    const when = `${shownDay(source.seenOn)} (${sourceWords(lang, source, viewer)})`;
    const what = isOpenTo(viewer, source) ? others.map((other) => named(lang, other)).join(', ') : '';
    return what ? `${when}: ${what}` : when;
  });
  const more = entries.length - places.length;
  if (more > 0) places.push(lang === 'ru' ? `и ещё ${more}` : `and ${more} more`);
  return places.join('; ');
}

const days = (lang: Locale, count: number) =>
  lang === 'ru' ? ru(count, { one: 'день', few: 'дня', many: 'дней' }) : en(count, 'day', 'days');

/** "N other …" when the form holds one of those counted, else "N different …". */
const othersOf = (hit: RuleHit) => hit.count - (hit.formCounts ? 1 : 0);

function leadOf(lang: Locale, hit: RuleHit): string {
  const subject = named(lang, hit.subject);
  const others = othersOf(hit);
  const one = hit.formCounts && others === 1;
  const isRu = lang === 'ru';
  switch (hit.rule) {
    case 'phone_other_person':
      if (isRu) {
        if (one) return `${capitalized(subject)} указывали с другим человеком`;
        return hit.formCounts
          ? `${capitalized(subject)} указывали с ${ru(others, { one: 'другим человеком', few: 'другими людьми', many: 'другими людьми' })}`
          : `${capitalized(subject)} указывали ${ru(others, { one: 'человек', few: 'разных человека', many: 'разных человек' })}`;
      }
      if (one) return `The ${subject} was given with another person`;
      return hit.formCounts
        ? `The ${subject} was given with ${en(others, 'other person', 'other people')}`
        : `The ${subject} was given by ${en(others, 'person', 'different people')}`;
    case 'passport_other_person':
      if (isRu) {
        if (one) return `${capitalized(subject)} предъявляли с данными другого человека`;
        return `${capitalized(subject)} предъявляли с данными ${ru(others, hit.formCounts ? { one: 'другого человека', few: 'других людей', many: 'других людей' } : { one: 'человека', few: 'разных людей', many: 'разных людей' })}`;
      }
      if (one) return `The ${subject} was presented with another person's name or birth date`;
      return `The ${subject} was presented with the names or birth dates of ${en(others, 'other person', hit.formCounts ? 'other people' : 'different people')}`;
    case 'plate_vin_mismatch': {
      const isPlate = hit.subject.kind === 'plate';
      if (isRu) {
        const forms = isPlate
          ? { one: 'VIN', few: 'VIN', many: 'VIN' }
          : { one: 'госномером', few: 'госномерами', many: 'госномерами' };
        if (one) return `${capitalized(subject)} встречался с другим ${isPlate ? 'VIN' : 'госномером'}`;
        const adjective = hit.formCounts ? { one: 'другим', many: 'другими' } : { one: 'разным', many: 'разными' };
        const count = ru(others, {
          one: `${adjective.one} ${forms.one}`,
          few: `${adjective.many} ${forms.few}`,
          many: `${adjective.many} ${forms.many}`,
        });
        return `${capitalized(subject)} встречался с ${count}`;
      }
      const thing = isPlate ? ['VIN', 'VINs'] : ['plate', 'plates'];
      if (one) return `The ${subject} was seen with another ${thing[0]}`;
      return `The ${subject} was seen with ${en(others, `${hit.formCounts ? 'other' : 'different'} ${thing[0]}`, `${hit.formCounts ? 'other' : 'different'} ${thing[1]}`)}`;
    }
    case 'driver_many_carriers':
      return isRu
        ? `Водителя ${subject} за ${days(lang, hit.windowDays)} предлагали ${ru(hit.count, { one: 'перевозчик', few: 'перевозчика', many: 'перевозчиков' })}`
        : `The driver ${subject} was offered by ${en(hit.count, 'carrier', 'carriers')} within ${days(lang, hit.windowDays)}`;
    case 'checked_by_many_companies': {
      const label = lang === 'en' ? inEnglish(labelOf(hit.subject)) : labelOf(hit.subject);
      const who =
        hit.subject.kind === 'person'
          ? `${isRu ? 'Водителя' : 'The driver'} ${label}`
          : `${isRu ? 'ТС с госномером' : 'The vehicle with the plate'} ${label}`;
      return isRu
        ? `${who} за ${days(lang, hit.windowDays)} проверяли ${ru(hit.count, { one: 'компания', few: 'компании', many: 'компаний' })}`
        : `${who} was checked by ${en(hit.count, 'company', 'companies')} within ${days(lang, hit.windowDays)}`;
    }
    case 'wanted_or_incident_contact':
      if (hit.variant === 'wanted') {
        return isRu
          ? `${capitalized(subject)} зарегистрирован на человека в розыске`
          : `The ${subject} is registered to a wanted person`;
      }
      if (hit.subject.kind === 'person') {
        return isRu
          ? `Водитель ${subject} есть в инцидентах нашей базы`
          : `The driver ${subject} appears in incidents of our database`;
      }
      return isRu
        ? `${capitalized(subject)} есть в инцидентах нашей базы`
        : `The ${subject} appears in incidents of our database`;
    case 'driver_is_carrier_officer': {
      const driver =
        hit.subject.kind === 'person'
          ? subject
          : isRu
            ? `с паспортом ${hit.subject.value}`
            : `with the passport ${hit.subject.value}`;
      return isRu
        ? `Водитель ${driver} — учредитель или руководитель перевозчика`
        : `The driver ${driver} is a founder or director of the carrier`;
    }
  }
}

function messageIn(lang: Locale, hit: RuleHit, viewer: Viewer): string {
  return `${leadOf(lang, hit)}: ${placesIn(lang, hit.seen, viewer)}`;
}
