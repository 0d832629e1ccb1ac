import type { Locale } from '@cargo-sentry/contracts/shared/common';
import type { PrudenceSource } from '@cargo-sentry/contracts/prudence/prudence';

/** Lines an alert lists; the rest are counted ("and 12 more"). */
const alertLines = 20;

const sourceWords: Record<PrudenceSource, Record<Locale, string>> = {
  registry: { ru: 'Реестр', en: 'Register' },
  reputation: { ru: 'Репутация', en: 'Reputation' },
  sud: { ru: 'Суды', en: 'Court' },
  fssp: { ru: 'ФССП', en: 'Bailiffs' },
  incidents: { ru: 'Инциденты', en: 'Incidents' },
};

export interface AlertFinding {
  inn: string;
  source: PrudenceSource;
  key: string;
  title: string;
}

function line(locale: Locale, f: AlertFinding): string {
  const title =
    f.source === 'registry' && f.key === 'not_found'
      ? locale === 'en'
        ? 'not in the company register'
        : 'нет в реестре юридических лиц'
      : f.title;
  return `• ${locale === 'en' ? 'INN' : 'ИНН'} ${f.inn} — ${sourceWords[f.source][locale]}: ${title}`;
}

/** The subject and text of one user's alert about the new findings of one monitoring run. */
export function alertText(locale: Locale, findings: AlertFinding[]): { subject: string; text: string } {
  const lines = findings.slice(0, alertLines).map((f) => line(locale, f));
  const more = findings.length - lines.length;
  const companies = new Set(findings.map((f) => f.inn)).size;
  if (locale === 'en') {
    return {
      subject: `Commercial prudence: ${findings.length} new finding(s) for ${companies} counterparty(ies)`,
      text: [
        'The monitoring of your counterparties found something new:',
        '',
        ...lines,
        ...(more > 0 ? [`…and ${more} more.`] : []),
        '',
        'Open the link to see the details on the commercial prudence page.',
      ].join('\n'),
    };
  }
  return {
    subject: `Коммерческая осмотрительность: новых совпадений — ${findings.length}, контрагентов — ${companies}`,
    text: [
      'Мониторинг ваших контрагентов обнаружил новое:',
      '',
      ...lines,
      ...(more > 0 ? [`…и ещё ${more}.`] : []),
      '',
      'Откройте ссылку, чтобы посмотреть подробности на странице коммерческой осмотрительности.',
    ].join('\n'),
  };
}
