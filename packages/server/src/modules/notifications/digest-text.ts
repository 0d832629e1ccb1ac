import type { Locale } from '@cargo-sentry/contracts/shared/common';
import type { DigestIncident } from './saved-filters-repo';

const dateOf = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

function line(locale: Locale, incident: DigestIncident): string {
  const en = locale === 'en';
  const named = [en ? incident.cityEn : incident.cityRu, en ? incident.regionEn : incident.regionRu].filter(Boolean);
  // an incident placed by its district only is named by the district
  const place = (named.length ? named : [en ? incident.districtEn : incident.districtRu].filter(Boolean)).join(', ');
  const what = [en ? incident.categoryEn : incident.categoryRu, en ? incident.cargoEn : incident.cargoRu]
    .filter(Boolean)
    .join(', ');
  const price =
    incident.price > 0 ? ` — ${new Intl.NumberFormat(en ? 'en-US' : 'ru-RU').format(incident.price)} ₽` : '';
  return `• ${dateOf(incident.date)}${place ? `, ${place}` : ''}${what ? `: ${what}` : ''}${price}`;
}

/** The subject and text of a filter alert digest, in the owner's notification_language. */
export function digestText(
  locale: Locale,
  filterName: string,
  total: number,
  incidents: DigestIncident[],
): { subject: string; text: string } {
  const lines = incidents.map((incident) => line(locale, incident));
  const more = total - incidents.length;
  if (locale === 'en') {
    return {
      subject: `New incidents for the filter “${filterName}”: ${total}`,
      text: [
        `New incidents match your saved filter “${filterName}”:`,
        '',
        ...lines,
        ...(more > 0 ? [`…and ${more} more.`] : []),
        '',
        'Open the link to see them in the list with the filter applied.',
      ].join('\n'),
    };
  }
  return {
    subject: `Новые инциденты по фильтру «${filterName}»: ${total}`,
    text: [
      `По вашему сохранённому фильтру «${filterName}» появились новые инциденты:`,
      '',
      ...lines,
      ...(more > 0 ? [`…и ещё ${more}.`] : []),
      '',
      'Откройте ссылку, чтобы увидеть их в списке с применённым фильтром.',
    ].join('\n'),
  };
}
