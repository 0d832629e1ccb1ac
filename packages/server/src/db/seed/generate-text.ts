/** Word lists and identifier makers for the demo incident generator (generate.ts). */
import type { Random } from './random';

const tons = (r: Random) => `${r.int(1, 22)} т`;
const boxes = (r: Random) => `${r.int(20, 2400)} коробок`;
const pieces = (r: Random) => `${r.int(5, 400)} шт.`;
const liters = (r: Random) => `${r.int(5, 40) * 1000} л`;
const pallets = (r: Random) => `${r.int(2, 33)} паллет`;

/** Per cargo category: typical descriptions and how the amount is written. */
export const cargoTexts: Record<number, { what: string[]; amount: (r: Random) => string }> = {
  1: {
    what: [
      'Мясная продукция',
      'Молочная продукция',
      'Кондитерские изделия',
      'Кофе и чай',
      'Консервы',
      'Замороженная рыба',
      'Сыры',
    ],
    amount: tons,
  },
  2: { what: ['Водка', 'Коньяк', 'Вино игристое', 'Пиво в кегах', 'Виски'], amount: boxes },
  3: {
    what: ['Смартфоны', 'Ноутбуки', 'Телевизоры', 'Планшеты', 'Комплектующие для ПК', 'Игровые приставки'],
    amount: boxes,
  },
  4: { what: ['Холодильники', 'Стиральные машины', 'Кондиционеры', 'Микроволновые печи', 'Пылесосы'], amount: pieces },
  5: { what: ['Сигареты', 'Табак для кальяна', 'Электронные сигареты'], amount: boxes },
  6: { what: ['Лекарственные препараты', 'Медицинские изделия', 'Вакцины (термогруз)'], amount: boxes },
  7: { what: ['Обувь', 'Верхняя одежда', 'Спортивная одежда', 'Текстиль'], amount: boxes },
  8: { what: ['Цемент', 'Кирпич', 'Утеплитель', 'Плитка керамическая', 'Сухие смеси'], amount: tons },
  9: { what: ['Медный катод', 'Алюминиевые слитки', 'Арматура', 'Металлопрокат', 'Нержавеющая сталь'], amount: tons },
  10: { what: ['Шины', 'Аккумуляторы', 'Запчасти для грузовиков', 'Моторные масла'], amount: pieces },
  11: { what: ['Удобрения', 'Полимеры в гранулах', 'Лакокрасочные материалы'], amount: tons },
  12: { what: ['Дизельное топливо', 'Бензин АИ-95', 'Авиакеросин'], amount: liters },
  13: { what: ['Бытовая химия', 'Парфюмерия', 'Косметика'], amount: boxes },
  14: { what: ['Мебель корпусная', 'Мягкая мебель', 'Матрасы'], amount: pieces },
  15: { what: ['Зерно', 'Подсолнечник', 'Сахар', 'Овощи', 'Фрукты'], amount: tons },
  16: { what: ['Тягач с полуприцепом', 'Грузовой фургон', 'Легковые автомобили (автовоз)'], amount: pieces },
  17: { what: ['Сборный груз', 'Товары народного потребления', 'Упаковка'], amount: pallets },
};

export const streetNames = [
  'ул. Ленина',
  'ул. Промышленная',
  'ул. Складская',
  'Индустриальное ш.',
  'ул. Заводская',
  'ул. Транспортная',
  'пр. Мира',
  'ул. Советская',
  'ул. Железнодорожная',
  'ул. Логистическая',
  'Окружная дорога',
  'ул. Гагарина',
];
export const companyWords = [
  'Транс',
  'Логистик',
  'Карго',
  'Авто',
  'Торг',
  'Снаб',
  'Групп',
  'Лайн',
  'Экспресс',
  'Сервис',
];

export const descriptionStarts: Record<number, string[]> = {
  0: ['Обстоятельства хищения устанавливаются.', 'Груз не доставлен получателю, причины выясняются.'],
  1: [
    'Во время ночной стоянки неизвестные вскрыли полуприцеп и похитили часть груза.',
    'Груз похищен со стоянки, пломбы сорваны.',
    'Водитель обнаружил недостачу по прибытии на склад.',
  ],
  2: ['Неизвестные открыто похитили груз, водитель не пострадал.', 'Груз похищен на глазах у водителя при разгрузке.'],
  3: [
    'Перевозчик, найденный через биржу грузов, не доставил груз; документы оказались поддельными.',
    'Груз получен по подложной доверенности.',
    'Водитель сменил номера и скрылся с грузом.',
  ],
  4: [
    'Вооружённые лица остановили грузовик и похитили груз, водитель связан.',
    'Нападение на водителя на трассе, автомобиль с грузом угнан.',
  ],
};

const plateLetters = 'АВЕКМНОРСТУХ';
const vinChars = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

/** "А123ВС777" — a Russian vehicle plate without separators (docs/product.md#identifier-formats). */
export function makePlate(r: Random, regionNumber: string): string {
  const l = () => plateLetters[r.int(0, plateLetters.length - 1)];
  return `${l()}${r.int(100, 999)}${l()}${l()}${regionNumber}`;
}

/** "АВ123477" — a trailer plate. */
export function makeTrailerPlate(r: Random, regionNumber: string): string {
  const l = () => plateLetters[r.int(0, plateLetters.length - 1)];
  return `${l()}${l()}${r.int(1000, 9999)}${regionNumber}`;
}

export function makeVin(r: Random): string {
  let vin = '';
  for (let i = 0; i < 17; i += 1) vin += vinChars[r.int(0, vinChars.length - 1)];
  return vin;
}

/** A 10-digit legal-entity INN with a valid check digit. */
export function makeInn(r: Random, regionNumber: string): string {
  const digits = `${regionNumber}${String(r.int(0, 9_999_999)).padStart(7, '0')}`.split('').map(Number);
  const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  const check = (weights.reduce((s, w, i) => s + w * digits[i], 0) % 11) % 10;
  return digits.join('') + String(check);
}

/** A 13-digit OGRN with a valid check digit. */
export function makeOgrn(r: Random, regionNumber: string): string {
  const body = `1${String(r.int(2, 23)).padStart(2, '0')}${regionNumber}${String(r.int(0, 9_999_999)).padStart(7, '0')}`;
  const check = Number(BigInt(body) % 11n) % 10;
  return body + String(check);
}
