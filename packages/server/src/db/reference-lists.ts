/**
 * Bilingual reference lists that are not in the shipped CSVs. Ids are stable: incidents and
 * saved filters refer to them, so append new items, never renumber.
 */
export interface ListItem {
  id: number;
  ru: string;
  en: string;
}

export const countryList: (ListItem & { code: string })[] = [
  { id: 1, code: 'RU', ru: 'Россия', en: 'Russia' },
  { id: 2, code: 'BY', ru: 'Беларусь', en: 'Belarus' },
  { id: 3, code: 'KZ', ru: 'Казахстан', en: 'Kazakhstan' },
  { id: 4, code: 'AM', ru: 'Армения', en: 'Armenia' },
  { id: 5, code: 'KG', ru: 'Киргизия', en: 'Kyrgyzstan' },
  { id: 6, code: 'UZ', ru: 'Узбекистан', en: 'Uzbekistan' },
  { id: 7, code: 'GE', ru: 'Грузия', en: 'Georgia' },
  { id: 8, code: 'AZ', ru: 'Азербайджан', en: 'Azerbaijan' },
  { id: 9, code: 'MN', ru: 'Монголия', en: 'Mongolia' },
  { id: 10, code: 'CN', ru: 'Китай', en: 'China' },
  { id: 11, code: 'FI', ru: 'Финляндия', en: 'Finland' },
];

export const cargoCategoryList: ListItem[] = [
  { id: 1, ru: 'Продукты питания', en: 'Food products' },
  { id: 2, ru: 'Алкоголь', en: 'Alcohol' },
  { id: 3, ru: 'Электроника', en: 'Electronics' },
  { id: 4, ru: 'Бытовая техника', en: 'Household appliances' },
  { id: 5, ru: 'Табачные изделия', en: 'Tobacco' },
  { id: 6, ru: 'Лекарства', en: 'Medicines' },
  { id: 7, ru: 'Одежда и обувь', en: 'Clothing and footwear' },
  { id: 8, ru: 'Стройматериалы', en: 'Building materials' },
  { id: 9, ru: 'Металл', en: 'Metal' },
  { id: 10, ru: 'Автозапчасти', en: 'Car parts' },
  { id: 11, ru: 'Химия', en: 'Chemicals' },
  { id: 12, ru: 'Топливо', en: 'Fuel' },
  { id: 13, ru: 'Бытовая химия и косметика', en: 'Household chemicals and cosmetics' },
  { id: 14, ru: 'Мебель', en: 'Furniture' },
  { id: 15, ru: 'Сельхозпродукция', en: 'Agricultural produce' },
  { id: 16, ru: 'Транспортное средство', en: 'Vehicle' },
  { id: 17, ru: 'Прочее', en: 'Other' },
];

/** docs/product.md#reference-codes: the extra category "не установлено" is 0. Codes are used by the analysis module. */
export const incidentCategoryList: (ListItem & { code: string })[] = [
  { id: 0, code: 'unknown', ru: 'не установлено', en: 'not established' },
  { id: 1, code: 'theft', ru: 'Кража', en: 'Theft' },
  { id: 2, code: 'robbery', ru: 'Грабёж', en: 'Robbery' },
  { id: 3, code: 'fraud', ru: 'Мошенничество', en: 'Fraud' },
  { id: 4, code: 'assault', ru: 'Разбой', en: 'Armed robbery' },
];

export const attackMethodList: ListItem[] = [
  { id: 1, ru: 'Хищение с заменой водителя (мошеннический рейс)', en: 'Fraudulent carrier (fake driver)' },
  { id: 2, ru: 'Хищение во время стоянки', en: 'Theft at a stop' },
  { id: 3, ru: 'Вскрытие полуприцепа / контейнера', en: 'Trailer or container break-in' },
  { id: 4, ru: 'Угон транспортного средства с грузом', en: 'Hijacking of the loaded vehicle' },
  { id: 5, ru: 'Нападение на водителя', en: 'Attack on the driver' },
  { id: 6, ru: 'Инсценировка ДТП / остановка под видом полиции', en: 'Staged accident or fake police stop' },
  { id: 7, ru: 'Хищение водителем (присвоение)', en: 'Theft by the driver (embezzlement)' },
  { id: 8, ru: 'Подмена груза / недостача', en: 'Cargo substitution or shortage' },
  { id: 9, ru: 'Хищение со склада', en: 'Theft from a warehouse' },
  { id: 10, ru: 'Слив топлива', en: 'Fuel siphoning' },
  { id: 11, ru: 'Поддельные документы', en: 'Forged documents' },
];

export const sceneTypeList: ListItem[] = [
  { id: 1, ru: 'Трасса', en: 'Highway' },
  { id: 2, ru: 'Стоянка / парковка', en: 'Parking lot' },
  { id: 3, ru: 'Склад', en: 'Warehouse' },
  { id: 4, ru: 'АЗС', en: 'Fuel station' },
  { id: 5, ru: 'Придорожное кафе', en: 'Roadside cafe' },
  { id: 6, ru: 'Город', en: 'City street' },
  { id: 7, ru: 'Терминал / порт', en: 'Terminal or port' },
  { id: 8, ru: 'Железнодорожная станция', en: 'Railway station' },
];

export const informationSourceList: ListItem[] = [
  { id: 1, ru: 'СМИ', en: 'Media' },
  { id: 2, ru: 'Правоохранительные органы', en: 'Law enforcement' },
  { id: 3, ru: 'Перевозчик', en: 'Carrier' },
  { id: 4, ru: 'Грузовладелец', en: 'Cargo owner' },
  { id: 5, ru: 'Страховая компания', en: 'Insurer' },
  { id: 6, ru: 'Судебные решения', en: 'Court decisions' },
  { id: 7, ru: 'Партнёрская сеть', en: 'Partner network' },
];

/** docs/product.md#reference-codes: a federal district label has the suffix " ФО" ("Южный ФО"); English "Southern FD". */
export function districtLabels(shortRu: string, shortEn: string): { ru: string; en: string } {
  return { ru: `${shortRu} ФО`, en: `${shortEn} FD` };
}
