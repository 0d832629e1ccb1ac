import type { Locale } from '@cargo-sentry/contracts/shared/common';
import type { Incident } from '@cargo-sentry/contracts/incidents/incidents';
import { nameOf, undefinedName } from '@/shared/i18n/bilingual-name';

/** "Город, Регион" (or whichever of them is known) for lists and popups; the null-name label without any. */
export function placeOf(incident: Pick<Incident, 'city' | 'region' | 'federal_district'>, locale: Locale): string {
  const parts = [incident.city, incident.region].filter((p) => p !== null).map((p) => nameOf(p, locale));
  if (parts.length === 0 && incident.federal_district) parts.push(nameOf(incident.federal_district, locale));
  return parts.length ? parts.join(', ') : undefinedName(locale);
}
