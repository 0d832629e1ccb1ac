import type { Locale } from '../shared/common';
import type { IdentitySourceKind } from './identifiers';

/**
 * Each kind of identity source by name, in both languages: the one definition the link explorer,
 * the consistency card, the consistency findings' messages (mid-sentence, `sourceNameInSentence`)
 * and a data subject's records all name sources by. Another company's check or monitoring is
 * named as such by the page that may not say whose (web `identity_links.sources.other_*`).
 */
export const identitySourceNames: Readonly<Record<IdentitySourceKind, Readonly<Record<Locale, string>>>> = {
  incident: { ru: 'Инцидент', en: 'Incident' },
  ticket: { ru: 'Проверка', en: 'Check' },
  register_phone: { ru: 'Реестр телефонов', en: 'Phone register' },
  register_participation: { ru: 'Реестр участия в компаниях', en: 'Company participation register' },
  register_wanted: { ru: 'Розыск', en: 'Wanted list' },
  register_company: { ru: 'Реестр компаний', en: 'Company register' },
  register_osago: { ru: 'Реестр ОСАГО', en: 'OSAGO register' },
  register_ati_id: { ru: 'Реестр ATI ID', en: 'ATI ID register' },
  register_passport: { ru: 'Реестр паспортов', en: 'Passport register' },
  register_court_case: { ru: 'Реестр судебных дел', en: 'Court cases register' },
  prudence: { ru: 'Мониторинг', en: 'Monitoring' },
};

/**
 * A source's name inside a sentence: its first letter lower-cased, unless the first word is an
 * abbreviation ("OSAGO register", "ATI ID register"), which keeps its capitals.
 */
export function sourceNameInSentence(kind: IdentitySourceKind, lang: Locale): string {
  const name = identitySourceNames[kind][lang];
  const [first, second = ''] = name;
  const isAbbreviation = second !== second.toLowerCase();
  return isAbbreviation ? name : first.toLowerCase() + name.slice(1);
}
