/**
 * Renders the synthetic set of Russian internal passport main pages that passport recognition is
 * measured and tested on (issue 13 §2): random valid data (names from the lists below, dates,
 * series and number, issuing department), several fonts, rotation within ±5°, noise, JPEG
 * quality 60; then `hard` pages (issue 26 §5) with Й, Ё, Щ, Ь and Ъ in the names, half of them
 * with the names a line below their labels, in a sans-serif and a serif font. Writes `NN.jpg` and
 * `truth.json` to packages/server/test/fixtures/passports/.
 *
 *   npx tsx bench/passport-samples.ts [count=24] [seed=13] [hard=16] [--keep-existing]
 *
 * A developer's tool: it draws with ImageMagick's `convert` and the Debian fonts named in
 * `fonts` (fonts-dejavu-core, fonts-liberation2, fonts-urw-base35, fonts-noto-mono). The images
 * are committed, so tests and CI never run it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodePassportMrz, type PassportMrzData } from '@cargo-sentry/contracts/verification/passport-mrz';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, '../packages/server/test/fixtures/passports');
const positional = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const count = Number(positional[0] ?? 24);
let seed = Number(positional[1] ?? 13);
const hardCount = Number(positional[2] ?? 16);
const keepExisting = process.argv.includes('--keep-existing');

/** mulberry32: the same set for the same seed. */
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
const digits = (n: number) => Array.from({ length: n }, () => between(0, 9)).join('');

const fontDir = '/usr/share/fonts';
const fonts = [
  `${fontDir}/truetype/dejavu/DejaVuSans.ttf`,
  `${fontDir}/truetype/dejavu/DejaVuSerif.ttf`,
  `${fontDir}/truetype/liberation/LiberationSans-Regular.ttf`,
  `${fontDir}/truetype/liberation/LiberationSerif-Regular.ttf`,
  `${fontDir}/opentype/urw-base35/NimbusSans-Regular.otf`,
  `${fontDir}/opentype/urw-base35/C059-Roman.otf`,
];
const mrzFonts = [
  `${fontDir}/truetype/dejavu/DejaVuSansMono.ttf`,
  `${fontDir}/truetype/liberation/LiberationMono-Regular.ttf`,
  `${fontDir}/truetype/noto/NotoSansMono-Regular.ttf`,
];

const maleSurnames = ['Иванов', 'Смирнов', 'Кузнецов', 'Попов', 'Васильев', 'Петров', 'Соколов', 'Михайлов', 'Новиков', 'Фёдоров', 'Морозов', 'Волков', 'Алексеев', 'Лебедев', 'Семёнов', 'Егоров', 'Павлов', 'Козлов', 'Степанов', 'Николаев', 'Орлов', 'Андреев', 'Макаров', 'Никитин', 'Захаров', 'Зайцев', 'Соловьёв', 'Борисов', 'Яковлев', 'Григорьев', 'Романов', 'Воробьёв', 'Сергеев', 'Кузьмин', 'Фролов', 'Александров', 'Дмитриев', 'Королёв', 'Гусев', 'Киселёв', 'Ильин', 'Максимов', 'Поляков', 'Сорокин', 'Виноградов', 'Ковалёв', 'Белов', 'Медведев', 'Антонов', 'Тарасов', 'Жуков', 'Баранов', 'Филиппов', 'Комаров', 'Давыдов', 'Беляев', 'Герасимов', 'Богданов', 'Осипов', 'Сидоров', 'Матвеев', 'Титов', 'Марков', 'Миронов', 'Крылов', 'Куликов', 'Карпов', 'Власов', 'Мельников', 'Денисов', 'Гаврилов', 'Тихонов', 'Казаков', 'Афанасьев', 'Данилов', 'Савельев', 'Тимофеев', 'Фомин', 'Чернов', 'Абрамов', 'Мартынов', 'Ефимов', 'Федотов', 'Щербаков', 'Назаров', 'Калинин', 'Исаев', 'Чернышёв', 'Быков', 'Маслов', 'Родионов', 'Коновалов', 'Лазарев', 'Воронин', 'Климов', 'Филатов', 'Пономарёв', 'Голубев', 'Кудрявцев', 'Прохоров', 'Наумов', 'Потапов', 'Журавлёв', 'Овчинников', 'Трофимов', 'Леонов', 'Соболев', 'Ермаков', 'Колесников', 'Гончаров', 'Емельянов', 'Никифоров', 'Грачёв', 'Котов', 'Гришин', 'Ефремов', 'Архипов', 'Громов', 'Кириллов', 'Малышев', 'Панов', 'Моисеев', 'Румянцев', 'Акимов', 'Кондратьев', 'Бирюков', 'Горбунов', 'Анисимов', 'Еремин', 'Тихомиров', 'Галкин', 'Лукьянов', 'Михеев', 'Скворцов', 'Юдин', 'Белоусов', 'Нестеров', 'Симонов', 'Прокофьев', 'Харитонов', 'Князев', 'Цветков', 'Левин', 'Митрофанов', 'Воронов', 'Аксёнов', 'Софронов', 'Мальцев', 'Логинов', 'Горшков', 'Савин', 'Краснов', 'Майоров', 'Демидов', 'Елисеев', 'Рыбаков', 'Сафонов', 'Плотников', 'Дёмин', 'Хохлов', 'Фадеев', 'Молчанов', 'Игнатов', 'Литвинов', 'Ершов', 'Ушаков', 'Дементьев', 'Рябов', 'Мухин', 'Калашников', 'Леонтьев', 'Лобанов', 'Кузин', 'Корнеев', 'Евдокимов', 'Бородин', 'Платонов', 'Некрасов', 'Балашов', 'Бобров', 'Жданов', 'Блинов', 'Игнатьев', 'Коротков', 'Муравьёв', 'Крюков', 'Беляков', 'Богомолов', 'Дроздов', 'Лавров', 'Зуев', 'Петухов', 'Ларин', 'Никулин', 'Серов', 'Терентьев', 'Зотов', 'Устинов', 'Фокин', 'Самойлов', 'Константинов', 'Сахаров', 'Шишкин', 'Самсонов', 'Черкасов', 'Чистяков', 'Носов', 'Спиридонов', 'Карасёв', 'Авдеев', 'Воронцов', 'Зверев', 'Владимиров', 'Селезнёв', 'Нечаев', 'Кудряшов', 'Седов', 'Фирсов', 'Андрианов', 'Панин', 'Головин', 'Терехов', 'Ульянов', 'Шестаков', 'Агеев', 'Никонов', 'Селиванов', 'Баженов', 'Гордеев', 'Кожевников', 'Пахомов', 'Зимин', 'Костин', 'Широков', 'Филимонов', 'Ларионов', 'Овсянников', 'Сазонов', 'Суворов', 'Нефёдов', 'Корнилов', 'Любимов', 'Львов', 'Горбачёв', 'Копылов', 'Лукин', 'Токарев', 'Кулешов', 'Шилов', 'Большаков', 'Панкратов', 'Родин', 'Шаповалов', 'Покровский', 'Бочаров', 'Никольский', 'Маркин', 'Горелов', 'Агафонов', 'Березин', 'Ермолаев', 'Зубков', 'Куприянов', 'Трифонов', 'Масленников', 'Круглов', 'Третьяков', 'Колосов', 'Рожков', 'Артамонов', 'Шмелёв', 'Лаптев', 'Лапшин', 'Фёдоров', 'Зиновьев', 'Зорин', 'Уткин', 'Столяров', 'Зубов', 'Ткачёв', 'Дорофеев', 'Антипов', 'Завьялов', 'Свиридов', 'Золотарёв', 'Кулаков', 'Мещеряков', 'Макеев', 'Дьяконов', 'Гуляев', 'Петровский', 'Бондарев', 'Поздняков', 'Панфилов', 'Кочетков', 'Суханов', 'Рыжов', 'Старостин', 'Калмыков', 'Колесов', 'Золотов', 'Кравцов', 'Субботин', 'Шубин', 'Щукин', 'Лосев', 'Винокуров', 'Лапин', 'Парфёнов', 'Исаков', 'Голованов', 'Коровин', 'Розанов', 'Артёмов', 'Козырев', 'Русаков', 'Алёшин', 'Крючков', 'Булгаков', 'Кошелев', 'Сычёв', 'Синицын', 'Черных', 'Рогов', 'Кононов', 'Лаврентьев', 'Евсеев', 'Пименов', 'Пантелеев', 'Горячев', 'Аникин', 'Лопатин', 'Рудаков', 'Одинцов', 'Серебряков', 'Панков', 'Дегтярев', 'Орехов', 'Царёв', 'Шувалов', 'Кондрашов', 'Горюнов', 'Дубровин', 'Голиков', 'Курочкин', 'Латышев', 'Севастьянов', 'Вавилов', 'Ерофеев', 'Сальников', 'Клюев', 'Носков', 'Озеров', 'Кольцов', 'Комиссаров', 'Меркулов', 'Киреев', 'Хомяков', 'Булатов', 'Ананьев', 'Буров', 'Шапошников', 'Дружинин', 'Островский', 'Шевелёв', 'Долгов', 'Суслов', 'Шевцов', 'Пастухов', 'Рубцов', 'Бычков', 'Глебов', 'Ильинский', 'Успенский', 'Дьяков', 'Кочетов', 'Вишневский', 'Высоцкий', 'Глухов', 'Дубов', 'Бессонов', 'Ситников', 'Астафьев', 'Мешков', 'Шаров', 'Яшин', 'Козловский', 'Туманов', 'Басов', 'Корчагин', 'Болдырев', 'Олейников', 'Чумаков', 'Фомичёв', 'Губанов', 'Дубинин', 'Шульгин', 'Касаткин', 'Пирогов', 'Семин', 'Трошин', 'Горохов', 'Стариков', 'Щеглов', 'Фетисов', 'Колпаков', 'Чесноков', 'Зыков', 'Верещагин', 'Минаев', 'Руднев', 'Троицкий', 'Окулов', 'Ширяев', 'Малинин', 'Черепанов', 'Измайлов', 'Алехин', 'Зеленин', 'Касьянов', 'Пугачёв', 'Павловский', 'Чижов', 'Кондратов', 'Воронков', 'Капустин', 'Сотников', 'Демьянов', 'Косарев', 'Беликов', 'Сухарев', 'Белкин', 'Беспалов', 'Кулагин', 'Савицкий', 'Жаров', 'Хромов', 'Ерёмин', 'Карташов', 'Астахов', 'Русанов', 'Сухов', 'Вешняков', 'Волошин', 'Козин', 'Худяков', 'Жилин', 'Малахов', 'Сизов', 'Ежов', 'Толкачёв', 'Анохин', 'Вдовин', 'Бабушкин', 'Усов', 'Лыков', 'Горлов', 'Коршунов', 'Маркелов', 'Постников', 'Чёрный', 'Дорохов', 'Свешников', 'Гущин', 'Калугин', 'Блохин', 'Сурков', 'Кочергин', 'Греков', 'Казанцев', 'Швецов', 'Ермилов', 'Парамонов', 'Агапов', 'Минин', 'Корнев', 'Черняев', 'Гуров', 'Ермолов', 'Сомов', 'Добрынин', 'Барсуков', 'Глушков', 'Чеботарёв', 'Москвин', 'Уваров', 'Безруков', 'Муратов', 'Раков', 'Снегирёв', 'Гладков', 'Злобин', 'Моргунов', 'Поликарпов', 'Рябинин', 'Судаков', 'Кукушкин', 'Калачёв', 'Грибов', 'Елизаров', 'Звягинцев', 'Корольков', 'Федосов']; // prettier-ignore
const maleNames = ['Александр', 'Дмитрий', 'Максим', 'Сергей', 'Андрей', 'Алексей', 'Артём', 'Илья', 'Кирилл', 'Михаил', 'Никита', 'Матвей', 'Роман', 'Егор', 'Арсений', 'Иван', 'Денис', 'Евгений', 'Даниил', 'Тимофей', 'Владислав', 'Игорь', 'Владимир', 'Павел', 'Руслан', 'Марк', 'Константин', 'Тимур', 'Олег', 'Ярослав', 'Антон', 'Николай', 'Глеб', 'Данил', 'Савелий', 'Вадим', 'Степан', 'Юрий', 'Богдан', 'Артур', 'Семён', 'Макар', 'Лев', 'Виктор', 'Елисей', 'Виталий', 'Вячеслав', 'Захар', 'Мирон', 'Дамир', 'Георгий', 'Давид', 'Платон', 'Анатолий', 'Григорий', 'Демид', 'Данила', 'Станислав', 'Василий', 'Фёдор', 'Леонид', 'Пётр', 'Эдуард', 'Борис', 'Валерий', 'Геннадий']; // prettier-ignore
const femaleNames = ['Анастасия', 'Мария', 'Анна', 'Виктория', 'Екатерина', 'Наталья', 'Марина', 'Полина', 'Дарья', 'Алина', 'Ирина', 'Елена', 'Ольга', 'Юлия', 'Татьяна', 'Светлана', 'Ксения', 'Евгения', 'Вера', 'Надежда', 'Любовь', 'Софья', 'Валерия', 'Кристина', 'Алёна', 'Галина', 'Людмила', 'Яна', 'Элина', 'Эльвира']; // prettier-ignore
const fathers = ['Александр', 'Дмитрий', 'Сергей', 'Андрей', 'Алексей', 'Михаил', 'Иван', 'Евгений', 'Владимир', 'Павел', 'Николай', 'Игорь', 'Олег', 'Юрий', 'Виктор', 'Борис', 'Пётр', 'Фёдор', 'Эдуард', 'Степан', 'Роман', 'Антон', 'Константин', 'Вячеслав', 'Геннадий', 'Анатолий', 'Валерий', 'Василий', 'Григорий', 'Леонид', 'Тимофей', 'Яков']; // prettier-ignore

// The hard set (issue 26 §5): names with Й, Ё, Щ, Ь and Ъ, the letters OCR of the print loses the
// mark of, and that the MRZ writes as Q, 2, W, 9 and X.
const hardSurnames = ['Щербаков', 'Щукин', 'Соловьёв', 'Воробьёв', 'Подъячев', 'Объедков', 'Васильев', 'Ильин', 'Королёв', 'Муравьёв', 'Дьяконов', 'Зайцев', 'Пономарёв', 'Кузьмин', 'Семёнов', 'Шмелёв', 'Щеглов', 'Ананьев', 'Съедин', 'Гайдаров', 'Найдёнов', 'Чайковский', 'Твердохлебов', 'Ключников', 'Ерёмин', 'Лещёв']; // prettier-ignore
const hardMaleNames = ['Николай', 'Андрей', 'Сергей', 'Алексей', 'Матвей', 'Тимофей', 'Дмитрий', 'Юрий', 'Валерий', 'Фёдор', 'Пётр', 'Семён', 'Артём', 'Илья', 'Кузьма', 'Игорь', 'Евгений', 'Аркадий']; // prettier-ignore
const hardFemaleNames = ['Алёна', 'Наталья', 'Софья', 'Дарья', 'Ульяна', 'Любовь', 'Татьяна', 'Майя', 'Зоя', 'Олеся', 'Ксения', 'Марья', 'Аксинья', 'Фёкла']; // prettier-ignore
const hardFathers = ['Анатолий', 'Илья', 'Кузьма', 'Лука', 'Николай', 'Андрей', 'Сергей', 'Алексей', 'Матвей', 'Юрий', 'Валерий', 'Фёдор', 'Пётр', 'Семён', 'Игорь', 'Василий', 'Аркадий', 'Григорий']; // prettier-ignore

/** The patronymic of a father's name, by the usual rules (and the irregular ones of this list). */
function patronymic(father: string, female: boolean): string {
  const irregular: Record<string, string> = { Пётр: 'Петр', Яков: 'Яковл', Павел: 'Павл' };
  const onA: Record<string, string> = { Илья: 'Ильинична', Кузьма: 'Кузьминична', Лука: 'Лукинична' };
  if (onA[father]) return female ? onA[father] : onA[father].replace('инична', 'ич');
  const stem = irregular[father];
  if (stem) return stem + (female ? 'овна' : 'ович');
  if (father.endsWith('ий')) return father.slice(0, -2) + (female ? 'ьевна' : 'ьевич');
  if (father.endsWith('ей')) return father.slice(0, -2) + (female ? 'еевна' : 'еевич');
  if (father.endsWith('ь')) return father.slice(0, -1) + (female ? 'евна' : 'евич');
  if (father.endsWith('й')) return father.slice(0, -1) + (female ? 'евна' : 'евич');
  if (father === 'Никита') return female ? 'Никитична' : 'Никитич';
  return father + (female ? 'овна' : 'ович');
}

const authorities = [
  ['ОТДЕЛОМ УФМС РОССИИ ПО Г. МОСКВЕ', 'ПО РАЙОНУ ТВЕРСКОЙ'],
  ['ГУ МВД РОССИИ ПО САНКТ-ПЕТЕРБУРГУ', 'И ЛЕНИНГРАДСКОЙ ОБЛАСТИ'],
  ['ОТДЕЛЕНИЕМ УФМС РОССИИ ПО', 'НОВОСИБИРСКОЙ ОБЛ. В ЛЕНИНСКОМ Р-НЕ'],
  ['УМВД РОССИИ ПО СВЕРДЛОВСКОЙ', 'ОБЛАСТИ'],
  ['ОТДЕЛОМ ВНУТРЕННИХ ДЕЛ', 'ЦЕНТРАЛЬНОГО Р-НА Г. ТВЕРИ'],
  ['МВД ПО РЕСПУБЛИКЕ ТАТАРСТАН'],
];
const birthPlaces = [
  'ГОР. МОСКВА',
  'ГОР. ЛЕНИНГРАД',
  'ГОР. КАЗАНЬ',
  'ГОР. ТВЕРЬ',
  'ГОР. НОВОСИБИРСК',
  'ГОР. ЕКАТЕРИНБУРГ',
  'ГОР. САМАРА',
];

const iso = (date: Date) => date.toISOString().slice(0, 10);
const ddmmyyyy = (isoDate: string) => isoDate.split('-').reverse().join('.');
const randomDate = (from: string, to: string) => {
  const low = Date.parse(from);
  const high = Date.parse(to);
  return iso(new Date(low + Math.floor(random() * (high - low))));
};

interface Sample extends PassportMrzData {
  authority: string[];
  birthPlace: string;
}

/** A random person: from the common names, or (`hard`) from the names with Й, Ё, Щ, Ь and Ъ. */
function randomSample(hard = false): Sample {
  const female = random() < (hard ? 0.5 : 0.4);
  const surname = pick(hard ? hardSurnames : maleSurnames);
  const lastName = female ? (surname.endsWith('ий') ? surname.slice(0, -2) + 'ая' : surname + 'а') : surname;
  const birthDate = randomDate('1962-01-01', '2005-12-31');
  const birthYear = Number(birthDate.slice(0, 4));
  // Issued at 14, 20 or 45, and never before the MRZ was printed (July 2011).
  const age = pick([14, 20, 45].filter((years) => birthYear + years <= 2025));
  const from = `${Math.max(2011, birthYear + age)}-07-02`;
  const issueDate = randomDate(from, `${Math.max(2012, Math.min(2025, birthYear + age + 4))}-12-28`);
  const yearDigits = issueDate.slice(2, 4);
  return {
    lastName,
    firstName: pick(hard ? (female ? hardFemaleNames : hardMaleNames) : female ? femaleNames : maleNames),
    middleName: patronymic(pick(hard ? hardFathers : fathers), female),
    birthDate,
    sex: female ? 'F' : 'M',
    serialNumber: String(between(1, 99)).padStart(2, '0') + yearDigits + digits(6),
    issueDate,
    departmentCode: `${String(between(100, 920))}${digits(3)}`,
    authority: pick(authorities),
    birthPlace: pick(birthPlaces),
  };
}

/**
 * How a page is drawn: `font` (any of `fonts` when not given), and where the names stand — after
 * their labels on one line (`beside`), or a line below them (`below`), as some blanks print them.
 */
interface Layout {
  font?: string;
  names: 'beside' | 'below';
}

/** The name block: each label and its value, beside it or on the line under it. */
function nameBlock(sample: Sample, names: Layout['names'], label: LabelDraw, value: ValueDraw): string[] {
  const upper = (text: string) => text.toUpperCase();
  const rows = [
    ['Фамилия', upper(sample.lastName)],
    ['Имя', upper(sample.firstName)],
    ['Отчество', upper(sample.middleName)],
  ] as const;
  if (names === 'beside') {
    return rows.flatMap(([name, text], i) => [...label(340, 800 + i * 70, name), ...value(480, 800 + i * 70, text)]);
  }
  return rows.flatMap(([name, text], i) => [...label(340, 770 + i * 78, name), ...value(360, 806 + i * 78, text)]);
}

type LabelDraw = (x: number, y: number, text: string) => string[];
type ValueDraw = (x: number, y: number, text: string, size?: number) => string[];

function render(sample: Sample, file: string, layout: Layout = { names: 'beside' }, keepExisting = false) {
  const drawn = pick(fonts);
  const font = layout.font ?? drawn;
  const mrzFont = pick(mrzFonts);
  const angle = Math.round((random() * 10 - 5) * 10) / 10;
  const paper = pick(['#f4eee6', '#eef0ea', '#f2ebe9']);
  const series = `${sample.serialNumber.slice(0, 2)} ${sample.serialNumber.slice(2, 4)} ${sample.serialNumber.slice(4)}`;
  const [mrz1, mrz2] = encodePassportMrz(sample);
  const label: LabelDraw = (x, y, text) => ['-pointsize', '19', '-fill', '#7a5a55', '-annotate', `+${x}+${y}`, text];
  const value: ValueDraw = (x, y, text, size = 32) => [
    '-pointsize',
    String(size),
    '-fill',
    '#1d1d22',
    '-annotate',
    `+${x}+${y}`,
    text,
  ];
  // A few faint waves stand for the guilloche background.
  const waves = Array.from({ length: 14 }, (_, i) => {
    const y = 40 + i * 100 + between(0, 20);
    return ['-draw', `path 'M 0,${y} Q 250,${y - 40} 500,${y} T 1000,${y}'`];
  }).flat();
  const args = [
    '-size', '1000x1400', `xc:${paper}`,
    '-fill', 'none', '-stroke', '#e2cfd0', '-strokewidth', '2', ...waves, '-stroke', 'none',
    '-draw', "fill '#cdbfb9' rectangle 0,694 1000,698",
    '-font', font,
    '-pointsize', '22', '-fill', '#7a5a55', '-annotate', '+330+60', 'РОССИЙСКАЯ ФЕДЕРАЦИЯ',
    ...label(60, 140, 'Паспорт выдан'),
    ...sample.authority.flatMap((line, i) => value(250, 140 + i * 42, line, 26)),
    ...label(60, 300, 'Дата выдачи'),
    ...value(200, 300, ddmmyyyy(sample.issueDate), 28),
    ...label(470, 300, 'Код подразделения'),
    ...value(690, 300, `${sample.departmentCode.slice(0, 3)}-${sample.departmentCode.slice(3)}`, 28),
    ...label(60, 420, 'Личная подпись'),
    '-draw', "fill '#c9c4c0' rectangle 60,770 310,1090",
    '-draw', "fill '#a9a29c' ellipse 185,900 70,95 0,360",
    ...nameBlock(sample, layout.names, label, value),
    ...label(340, 1010, 'Пол'),
    ...value(400, 1010, sample.sex === 'F' ? 'ЖЕН.' : 'МУЖ.', 26),
    ...label(520, 1010, 'Дата рождения'),
    ...value(705, 1010, ddmmyyyy(sample.birthDate), 28),
    ...label(340, 1080, 'Место рождения'),
    ...value(525, 1080, sample.birthPlace, 26),
    '-font', mrzFont, '-pointsize', '31', '-fill', '#111111',
    '-annotate', '+40+1260', mrz1,
    '-annotate', '+40+1320', mrz2,
    '-font', `${fontDir}/truetype/dejavu/DejaVuSans.ttf`, '-pointsize', '30', '-fill', '#b3262b',
    '-annotate', '90x90+955+150', series,
    '-annotate', '90x90+955+850', series,
    '-background', paper, '-rotate', String(angle),
    '-blur', '0x0.6',
    '-attenuate', '0.35', '+noise', 'Gaussian',
    '-resize', '90%',
    '-quality', '60', '-sampling-factor', '4:2:0', '-strip',
    file,
  ]; // prettier-ignore
  // The set is committed: a page already there is kept (the random draws still run, so later pages stay the same).
  if (!(keepExisting && existsSync(file))) execFileSync('convert', args);
  return {
    font: font.split('/').pop(),
    mrzFont: mrzFont.split('/').pop(),
    angle,
    ...(layout.names === 'below' ? { layout: 'names below labels' } : {}),
  };
}

/** The hard pages, each of the two layouts in a sans-serif and a serif font (as blanks are printed in both). */
const hardLayouts: Layout[] = [
  { names: 'below', font: `${fontDir}/truetype/dejavu/DejaVuSans.ttf` },
  { names: 'below', font: `${fontDir}/truetype/liberation/LiberationSerif-Regular.ttf` },
  { names: 'beside', font: `${fontDir}/truetype/liberation/LiberationSans-Regular.ttf` },
  { names: 'beside', font: `${fontDir}/truetype/dejavu/DejaVuSerif.ttf` },
];

mkdirSync(outDir, { recursive: true });
const truth: Record<string, unknown>[] = [];
const add = (index: number, sample: Sample, layout?: Layout) => {
  const file = `${String(index).padStart(2, '0')}.jpg`;
  const rendering = render(sample, join(outDir, file), layout, keepExisting);
  truth.push({
    file,
    ...rendering,
    documents: {
      last_name: sample.lastName.toUpperCase(),
      first_name: sample.firstName.toUpperCase(),
      middle_name: sample.middleName.toUpperCase(),
      birth_date: sample.birthDate,
      serial_number: sample.serialNumber,
      issue_date: sample.issueDate,
    },
  });
};
for (let i = 1; i <= count; i++) add(i, randomSample());
for (let i = 1; i <= hardCount; i++) add(count + i, randomSample(true), hardLayouts[(i - 1) % hardLayouts.length]);
writeFileSync(join(outDir, 'truth.json'), JSON.stringify(truth, null, 2) + '\n');
console.log(`${count + hardCount} pages in ${outDir}`);
