import type { Locale } from '@cargo-sentry/contracts/shared/common';
import type { SubjectSource } from '@cargo-sentry/contracts/personal-data-requests/requests';

/** The words of a data subject's export (issue 28 §4), in the language asked for. */
export interface SubjectWords {
  title: string;
  intro: string;
  generated: string;
  identifiers: string;
  none: string;
  truncated: string;
  sources: Record<SubjectSource, string>;
  columns: { source: string; kind: string; id: string; date: string; field: string; value: string };
  sheet: string;
}

export const subjectWords: Record<Locale, SubjectWords> = {
  ru: {
    title: 'Сведения о субъекте персональных данных',
    intro:
      'Ответ на запрос субъекта персональных данных (ст. 14 Федерального закона № 152-ФЗ): все сведения о нём, которые хранит Cargo Sentry.',
    generated: 'Сформировано',
    identifiers: 'Искали по',
    none: 'Нет сведений',
    truncated: 'Источник содержит больше записей, чем показано: уточните запрос.',
    sources: {
      ticket: 'Проверки',
      register: 'Реестры',
      incident: 'Инциденты',
      face_gallery: 'Галерея лиц',
      identity_link: 'Связи идентификаторов',
    },
    columns: { source: 'Источник', kind: 'Вид', id: 'Запись', date: 'Дата', field: 'Поле', value: 'Значение' },
    sheet: 'Сведения',
  },
  en: {
    title: "A data subject's personal data",
    intro: "The answer to a data subject's request (152-FZ art. 14): everything about them that Cargo Sentry holds.",
    generated: 'Generated',
    identifiers: 'Searched by',
    none: 'Nothing held',
    truncated: 'A source holds more records than are shown: narrow the request.',
    sources: {
      ticket: 'Checks',
      register: 'Registers',
      incident: 'Incidents',
      face_gallery: 'Face gallery',
      identity_link: 'Identity links',
    },
    columns: { source: 'Source', kind: 'Kind', id: 'Record', date: 'Date', field: 'Field', value: 'Value' },
    sheet: 'Personal data',
  },
};
