import { dateText } from '../shared/dates';
import { cells, defineRegister } from './columns';
import { normalizeDate } from '../verification/form';
import type { DriverDecision } from '../verification/results';
import { deprivationStates } from '../verification/rules';

/**
 * The registers of the `registry` verification provider as staff import them (issue 10 §5; the
 * tables are `registry_*`, decision 0013). Adding a register is adding one definition here, its
 * table binding on the server (`modules/registers/tables.ts`) and a row in the tests.
 */

const inForce = 'Действует';

const osagoPolicies = defineRegister({
  title: { ru: 'Полисы ОСАГО', en: 'OSAGO policies' },
  columns: {
    vin: {
      name: { ru: 'VIN', en: 'VIN' },
      note: {
        ru: '17 латинских букв и цифр без I, O, Q. Нужен VIN или госномер.',
        en: '17 Latin letters and digits without I, O, Q. A VIN or a plate is needed.',
      },
      example: 'X9F54321098765432',
      cell: cells.optionalVin(),
    },
    regNumber: {
      name: { ru: 'Госномер', en: 'Registration plate' },
      note: {
        ru: 'Без пробелов, например А123ВС77; латинские буквы-двойники заменяются русскими.',
        en: 'Without spaces, e.g. А123ВС77; Latin look-alike letters are read as Cyrillic.',
      },
      example: 'Х001ХХ199',
      cell: cells.optionalPlate(),
    },
    status: {
      name: { ru: 'Статус', en: 'Status' },
      note: {
        ru: '«Действует» для действующего полиса; любой другой текст — полис не действует.',
        en: '"Действует" for a policy in force; any other text means it is not.',
      },
      example: inForce,
      cell: cells.status([inForce]),
    },
    insurer: {
      name: { ru: 'Страховщик', en: 'Insurer' },
      note: { ru: 'Название страховой компании.', en: 'Name of the insurance company.' },
      example: 'ПАО «Демо Гарант»',
      cell: cells.text(300),
    },
    serial: {
      name: { ru: 'Серия полиса', en: 'Policy series' },
      note: { ru: 'Например ХХХ или ТТТ.', en: 'E.g. ХХХ or ТТТ.' },
      example: 'ТТТ',
      cell: cells.text(10),
    },
    number: {
      name: { ru: 'Номер полиса', en: 'Policy number' },
      note: { ru: 'Номер без серии.', en: 'The number without the series.' },
      example: '9876543210',
      cell: { ...cells.text(30), format: 'text' },
    },
    restriction: {
      name: { ru: 'Ограниченный список водителей', en: 'Named drivers only' },
      note: {
        ru: 'да или нет (также 1/0, yes/no); пусто — нет.',
        en: 'yes or no (also 1/0, да/нет); blank means no.',
      },
      example: 'нет',
      cell: cells.boolean(),
    },
    uniqueNumber: {
      name: { ru: 'Уникальный номер', en: 'Unique number' },
      note: { ru: 'Необязательно.', en: 'Optional.' },
      example: '',
      cell: cells.optionalText(50, null),
    },
    bodyNumber: {
      name: { ru: 'Номер кузова', en: 'Body number' },
      note: { ru: 'Необязательно.', en: 'Optional.' },
      example: '',
      cell: cells.optionalText(50, null),
    },
    make: {
      name: { ru: 'Марка', en: 'Make' },
      note: { ru: 'Необязательно.', en: 'Optional.' },
      example: 'Volvo',
      cell: cells.optionalText(100, null),
    },
    model: {
      name: { ru: 'Модель', en: 'Model' },
      note: { ru: 'Необязательно.', en: 'Optional.' },
      example: 'FH',
      cell: cells.optionalText(100, null),
    },
    startDate: {
      name: { ru: 'Начало действия', en: 'Start date' },
      note: { ru: 'ДД.ММ.ГГГГ или ГГГГ-ММ-ДД.', en: 'DD.MM.YYYY or YYYY-MM-DD.' },
      example: '01.02.2025',
      cell: cells.optionalDate(),
    },
    endDate: {
      name: { ru: 'Окончание действия', en: 'End date' },
      note: {
        ru: 'ДД.ММ.ГГГГ или ГГГГ-ММ-ДД, не раньше начала.',
        en: 'DD.MM.YYYY or YYYY-MM-DD, not before the start.',
      },
      example: '31.01.2026',
      cell: cells.optionalDate(),
    },
  },
  check: (row, problem) => {
    if (row.vin === '' && row.regNumber === '') problem('vin', 'vin_or_plate');
    if (row.startDate && row.endDate && row.endDate < row.startDate) problem('endDate', 'date_order');
  },
  uniqueKey: ['serial', 'number'],
});

/** One decision of a licence cell: `date | state code | state name | months | region`. */
function parseDecision([
  date = '',
  state = '',
  stateName = '',
  term = '',
  region = '',
  ...rest
]: string[]): DriverDecision | null {
  const day = dateText.safeParse(normalizeDate(date));
  if (!day.success || rest.length > 0 || !/^\d{1,3}$/.test(state)) return null;
  if (term !== '' && !/^\d{1,3}$/.test(term)) return null;
  const name = stateName || deprivationStates[state] || '';
  if (name.length > 300 || region.length > 100) return null;
  return { date: day.data, state, stateName: name, term: term === '' ? null : Number(term), region };
}

const drivingLicences = defineRegister({
  title: { ru: 'Водительские удостоверения', en: 'Driving licences' },
  columns: {
    number: {
      name: { ru: 'Номер удостоверения', en: 'Licence number' },
      note: {
        ru: 'Серия и номер без пробелов: 10 знаков (или номер иностранного удостоверения).',
        en: 'Series and number without spaces: 10 characters (or a foreign licence number).',
      },
      example: '7700123456',
      cell: cells.drivingLicenseNumber(),
    },
    issueDate: {
      name: { ru: 'Дата выдачи', en: 'Issue date' },
      note: { ru: 'ДД.ММ.ГГГГ или ГГГГ-ММ-ДД.', en: 'DD.MM.YYYY or YYYY-MM-DD.' },
      example: '20.05.2015',
      cell: cells.date(),
    },
    expiryDate: {
      name: { ru: 'Действительно до', en: 'Expiry date' },
      note: {
        ru: 'Как напечатано в удостоверении, без продления; не раньше даты выдачи.',
        en: 'As printed on the licence, before any extension; not before the issue date.',
      },
      example: '20.05.2025',
      cell: cells.optionalDate(),
    },
    status: {
      name: { ru: 'Статус', en: 'Status' },
      note: {
        ru: '«Действует» для действующего удостоверения; иначе любой текст.',
        en: '"Действует" for a licence in force; any other text otherwise.',
      },
      example: inForce,
      cell: cells.status([inForce]),
    },
    categories: {
      name: { ru: 'Категории', en: 'Categories' },
      note: { ru: 'Как напечатаны, например B, C, CE.', en: 'As printed, e.g. B, C, CE.' },
      example: 'B, C, CE',
      cell: cells.optionalText(100, ''),
    },
    wanted: {
      name: { ru: 'В розыске', en: 'Wanted' },
      note: { ru: 'да или нет; пусто — нет.', en: 'yes or no; blank means no.' },
      example: 'нет',
      cell: cells.boolean(),
    },
    decisions: {
      name: { ru: 'Решения', en: 'Decisions' },
      note: {
        ru: 'Каждое решение: дата | код состояния | описание | срок в месяцах | регион; решения через «;» или с новой строки. Описание можно не писать для кодов 42, 60, 64, 68, 78.',
        en: 'Each decision: date | state code | description | months | region; decisions separated by ";" or line breaks. The description may be left out for codes 42, 60, 64, 68, 78.',
      },
      example: '02.09.2024 | 60 | | 18 | Ростовская область',
      cell: cells.records(50, 'decision', parseDecision),
    },
  },
  check: (row, problem) => {
    if (row.expiryDate && row.expiryDate < row.issueDate) problem('expiryDate', 'date_order');
  },
  uniqueKey: ['number', 'issueDate'],
});

const personColumns = {
  lastName: {
    name: { ru: 'Фамилия', en: 'Last name' },
    note: { ru: 'Как в паспорте.', en: 'As in the passport.' },
    example: 'Должников',
    cell: cells.personName(),
  },
  firstName: {
    name: { ru: 'Имя', en: 'First name' },
    note: { ru: 'Как в паспорте.', en: 'As in the passport.' },
    example: 'Пётр',
    cell: cells.personName(),
  },
} as const;

const fsspDebts = defineRegister({
  title: { ru: 'Исполнительные производства ФССП', en: 'Bailiff enforcement proceedings' },
  columns: {
    ...personColumns,
    birthDate: {
      name: { ru: 'Дата рождения', en: 'Date of birth' },
      note: { ru: 'ДД.ММ.ГГГГ или ГГГГ-ММ-ДД.', en: 'DD.MM.YYYY or YYYY-MM-DD.' },
      example: '15.04.1980',
      cell: cells.date(),
    },
    proceeding: {
      name: { ru: 'Исполнительное производство', en: 'Enforcement proceeding' },
      note: { ru: 'Номер и дата.', en: 'Number and date.' },
      example: '123456/24/77001-ИП от 12.02.2024',
      cell: cells.text(200),
    },
    subject: {
      name: { ru: 'Предмет исполнения', en: 'Subject' },
      note: { ru: 'Что взыскивается.', en: 'What is enforced.' },
      example: 'Задолженность по кредитным платежам',
      cell: cells.text(1000),
    },
    amount: {
      name: { ru: 'Сумма долга, ₽', en: 'Amount owed, ₽' },
      note: {
        ru: 'Рубли, до двух знаков после запятой; пусто — неизвестно.',
        en: 'Roubles, up to two decimals; blank means unknown.',
      },
      example: '412 500',
      cell: cells.optionalAmount(),
    },
    department: {
      name: { ru: 'Отдел судебных приставов', en: 'Bailiff department' },
      note: { ru: 'Необязательно.', en: 'Optional.' },
      example: 'ОСП по Центральному АО № 1 г. Москвы',
      cell: cells.optionalText(300, ''),
    },
    bailiff: {
      name: { ru: 'Судебный пристав', en: 'Bailiff' },
      note: { ru: 'Необязательно.', en: 'Optional.' },
      example: 'Иванова А. С.',
      cell: cells.optionalText(200, ''),
    },
    endReason: {
      name: { ru: 'Причина окончания', en: 'End reason' },
      note: {
        ru: 'Пусто, пока производство не окончено.',
        en: 'Blank while the proceeding is open.',
      },
      example: '',
      cell: cells.optionalText(500, null),
    },
  },
  uniqueKey: ['lastName', 'firstName', 'birthDate', 'proceeding'],
});

const courtCases = defineRegister({
  title: { ru: 'Судебные дела', en: 'Court cases' },
  columns: {
    ...personColumns,
    passportNumber: {
      name: { ru: 'Серия и номер паспорта', en: 'Passport series and number' },
      note: {
        ru: '10 цифр; пробелы не важны (или номер иностранного документа).',
        en: '10 digits; spaces do not matter (or a foreign document number).',
      },
      example: '4510 123456',
      cell: cells.passportNumber(),
    },
    article: {
      name: { ru: 'Статья', en: 'Article' },
      note: { ru: 'Статья или категория дела.', en: 'Article or category of the case.' },
      example: 'ч. 4 ст. 158 УК РФ',
      cell: cells.text(500),
    },
    caseNumber: {
      name: { ru: 'Номер дела', en: 'Case number' },
      note: { ru: 'Как у суда.', en: 'As the court writes it.' },
      example: '1-245/2023',
      cell: { ...cells.text(100), format: 'text' },
    },
    court: {
      name: { ru: 'Суд', en: 'Court' },
      note: { ru: 'Название суда.', en: 'Name of the court.' },
      example: 'Ленинский районный суд г. Ростова-на-Дону',
      cell: cells.text(300),
    },
    sides: {
      name: { ru: 'Стороны', en: 'Sides' },
      note: {
        ru: 'Участники дела через «;» или с новой строки.',
        en: 'Parties to the case, separated by ";" or line breaks.',
      },
      example: 'Должников П. А.; ООО «ДемоЛогистик»',
      cell: cells.list(300, 50),
    },
  },
  uniqueKey: ['passportNumber', 'caseNumber', 'court'],
});

const midNameColumn = {
  name: { ru: 'Отчество', en: 'Middle name' },
  note: { ru: 'Необязательно; если заполнено, сверяется.', en: 'Optional; compared when filled.' },
  example: 'Андреевич',
  cell: cells.optionalPersonName(),
} as const;

const birthDateColumn = {
  name: { ru: 'Дата рождения', en: 'Date of birth' },
  note: { ru: 'ДД.ММ.ГГГГ или ГГГГ-ММ-ДД.', en: 'DD.MM.YYYY or YYYY-MM-DD.' },
  example: '15.04.1980',
  cell: cells.date(),
} as const;

const optionalBirthDateColumn = {
  ...birthDateColumn,
  note: { ru: 'Необязательно; ДД.ММ.ГГГГ или ГГГГ-ММ-ДД.', en: 'Optional; DD.MM.YYYY or YYYY-MM-DD.' },
  cell: cells.optionalDate(),
} as const;

const passportNumberColumn = {
  name: { ru: 'Серия и номер паспорта', en: 'Passport series and number' },
  note: {
    ru: '10 цифр; пробелы не важны (или номер иностранного документа).',
    en: '10 digits; spaces do not matter (or a foreign document number).',
  },
  example: '4510 123456',
  cell: cells.passportNumber(),
} as const;

const innColumn = {
  name: { ru: 'ИНН', en: 'INN' },
  note: {
    ru: '10 цифр (организация) или 12 (ИП), с верными контрольными цифрами.',
    en: '10 digits (company) or 12 (sole trader), with valid check digits.',
  },
  example: '7799000012',
  cell: cells.inn(),
} as const;

const ogrnColumn = {
  name: { ru: 'ОГРН', en: 'OGRN' },
  note: { ru: 'Необязательно; 13 цифр (ОГРН) или 15 (ОГРНИП).', en: 'Optional; 13 digits (OGRN) or 15 (OGRNIP).' },
  example: '1197799000013',
  cell: cells.optionalOgrn(),
} as const;

const validPassport = 'Действителен';
const invalidPassport = 'Недействителен';
const passportStatuses = [validPassport, invalidPassport] as const;

const passports = defineRegister({
  title: { ru: 'Паспорта', en: 'Passports' },
  columns: {
    passportNumber: passportNumberColumn,
    status: {
      name: { ru: 'Статус', en: 'Status' },
      note: {
        ru: '«Действителен» (тогда нужны фамилия, имя и дата рождения владельца) или «Недействителен» (список недействительных паспортов).',
        en: '"Действителен" (valid: the holder\'s last name, first name and date of birth are then needed) or "Недействителен" (on the invalid-passports list).',
      },
      example: validPassport,
      cell: cells.oneOf(passportStatuses),
    },
    reason: {
      name: { ru: 'Причина недействительности', en: 'Why invalid' },
      note: {
        ru: 'Для недействительного: утрачен, похищен, истёк срок…',
        en: 'For an invalid one: lost, stolen, expired…',
      },
      example: '',
      cell: cells.optionalText(500, ''),
    },
    issueDate: {
      name: { ru: 'Дата выдачи', en: 'Issue date' },
      note: { ru: 'Необязательно; если заполнено, сверяется.', en: 'Optional; compared when filled.' },
      example: '10.05.2000',
      cell: cells.optionalDate(),
    },
    lastName: { ...personColumns.lastName, cell: cells.optionalPersonName() },
    firstName: { ...personColumns.firstName, cell: cells.optionalPersonName() },
    midName: midNameColumn,
    birthDate: optionalBirthDateColumn,
  },
  check: (row, problem) => {
    if (row.status !== validPassport) return;
    // a valid passport confirms only its holder (decision 0015)
    if (row.lastName === '') problem('lastName', 'required');
    if (row.firstName === '') problem('firstName', 'required');
    if (row.birthDate === null) problem('birthDate', 'required');
  },
  uniqueKey: ['passportNumber'],
});

const phoneRecords = defineRegister({
  title: { ru: 'Телефоны', en: 'Phone numbers' },
  columns: {
    phone: {
      name: { ru: 'Телефон', en: 'Phone' },
      note: {
        ru: 'С кодом страны или 8…, например +7 916 123-45-67.',
        en: 'With the country code or 8…, e.g. +7 916 123-45-67.',
      },
      example: '+7 916 123-45-67',
      cell: cells.phone(),
    },
    ...personColumns,
    midName: midNameColumn,
    birthDate: optionalBirthDateColumn,
    passportNumber: {
      ...passportNumberColumn,
      note: { ru: 'Необязательно; если заполнено, сверяется.', en: 'Optional; compared when filled.' },
      cell: cells.optionalPassportNumber(),
    },
  },
  uniqueKey: ['phone'],
});

const wantedPersons = defineRegister({
  title: { ru: 'Лица в розыске', en: 'Wanted persons' },
  columns: {
    ...personColumns,
    midName: midNameColumn,
    birthDate: birthDateColumn,
    reason: {
      name: { ru: 'Основание розыска', en: 'Why wanted' },
      note: { ru: 'Статья или обстоятельства.', en: 'Article or circumstances.' },
      example: 'Мошенничество (ч. 4 ст. 159 УК РФ)',
      cell: cells.text(500),
    },
    since: {
      name: { ru: 'В розыске с', en: 'Wanted since' },
      note: { ru: 'Необязательно; ДД.ММ.ГГГГ.', en: 'Optional; DD.MM.YYYY.' },
      example: '01.03.2024',
      cell: cells.optionalDate(),
    },
    initiator: {
      name: { ru: 'Инициатор розыска', en: 'Who seeks them' },
      note: { ru: 'Необязательно.', en: 'Optional.' },
      example: 'ГУ МВД России по г. Москве',
      cell: cells.optionalText(300, ''),
    },
  },
  uniqueKey: ['lastName', 'firstName', 'midName', 'birthDate'],
});

const trustCategory = (ru: string, en: string) => ({
  name: { ru, en },
  note: {
    ru: 'RED / YELLOW / GREEN (или красный / жёлтый / зелёный); пусто — не оценивалось.',
    en: 'RED / YELLOW / GREEN (or красный / жёлтый / зелёный); blank means not assessed.',
  },
  example: 'GREEN',
  cell: cells.trustColour(),
});

const trustPersons = defineRegister({
  title: { ru: 'Благонадёжность (категории 2–6)', en: 'Trust categories 2–6' },
  columns: {
    ...personColumns,
    midName: midNameColumn,
    birthDate: birthDateColumn,
    c2: trustCategory('Судимость за хищение грузов или мошенничество', 'Criminal record for cargo theft or fraud'),
    c3: trustCategory('Стоп-лист грузоотправителей', 'Shippers\u2019 stop list'),
    c4: trustCategory('Нарушения ПДД и лишения прав', 'Traffic offences and licence deprivations'),
    c5: trustCategory('Долги и банкротство', 'Debts and bankruptcy'),
    c6: trustCategory('Жалобы грузоотправителей и перевозчиков', 'Complaints of shippers and carriers'),
  },
  uniqueKey: ['lastName', 'firstName', 'midName', 'birthDate'],
});

const companies = defineRegister({
  title: { ru: 'Компании', en: 'Companies' },
  columns: {
    inn: innColumn,
    ogrn: ogrnColumn,
    name: {
      name: { ru: 'Наименование', en: 'Name' },
      note: { ru: 'Как в ЕГРЮЛ/ЕГРИП.', en: 'As in the state register.' },
      example: 'ООО «Надёжный Перевозчик»',
      cell: cells.text(500),
    },
    status: {
      name: { ru: 'Статус', en: 'Status' },
      note: {
        ru: 'Например «Действующее», «Ликвидировано», «В стадии ликвидации».',
        en: 'E.g. "Действующее", "Ликвидировано", "В стадии ликвидации".',
      },
      example: 'Действующее',
      cell: cells.text(100),
    },
    registrationDate: {
      name: { ru: 'Дата регистрации', en: 'Registration date' },
      note: { ru: 'Необязательно; ДД.ММ.ГГГГ.', en: 'Optional; DD.MM.YYYY.' },
      example: '14.06.2016',
      cell: cells.optionalDate(),
    },
    flags: {
      name: { ru: 'Отметки', en: 'Findings' },
      note: {
        ru: 'Необязательно; через «;»: массовый адрес, реестр недобросовестных поставщиков…',
        en: 'Optional; separated by ";": mass address, unfair-suppliers register…',
      },
      example: '',
      cell: cells.list(300, 50),
    },
  },
  uniqueKey: ['inn'],
});

const participations = defineRegister({
  title: { ru: 'Участие в компаниях', en: 'Participation in companies' },
  columns: {
    ...personColumns,
    midName: midNameColumn,
    passportNumber: passportNumberColumn,
    companyInn: { ...innColumn, name: { ru: 'ИНН компании', en: 'Company INN' } },
    companyOgrn: { ...ogrnColumn, name: { ru: 'ОГРН компании', en: 'Company OGRN' } },
    companyName: {
      name: { ru: 'Компания', en: 'Company' },
      note: { ru: 'Наименование.', en: 'Name.' },
      example: 'ООО «ТрансЛогистик Плюс»',
      cell: cells.text(500),
    },
    role: {
      name: { ru: 'Роль', en: 'Role' },
      note: { ru: 'Учредитель, генеральный директор, ИП…', en: 'Founder, director, sole trader…' },
      example: 'Учредитель',
      cell: cells.text(200),
    },
    share: {
      name: { ru: 'Доля, %', en: 'Share, %' },
      note: { ru: 'Необязательно; от 0 до 100.', en: 'Optional; 0 to 100.' },
      example: '100',
      cell: cells.optionalPercent(),
    },
    status: {
      name: { ru: 'Статус компании', en: 'Company status' },
      note: { ru: 'Например «Действующее», «Ликвидировано».', en: 'E.g. "Действующее", "Ликвидировано".' },
      example: 'Действующее',
      cell: cells.text(100),
    },
  },
  uniqueKey: ['passportNumber', 'companyInn', 'role'],
});

const atiIds = defineRegister({
  title: { ru: 'Коды ATI', en: 'ATI ids' },
  columns: {
    inn: innColumn,
    atiId: {
      name: { ru: 'Код ATI', en: 'ATI id' },
      note: { ru: 'Только цифры, не меньше 5.', en: 'Digits only, at least 5.' },
      example: '7799001',
      cell: cells.atiId(),
    },
  },
  uniqueKey: ['inn', 'atiId'],
});

/** Every register staff can import, by name (the API's `{register}`). */
export const registerDefinitions = {
  osago_policies: osagoPolicies,
  driving_licences: drivingLicences,
  fssp_debts: fsspDebts,
  court_cases: courtCases,
  passports,
  phone_records: phoneRecords,
  wanted_persons: wantedPersons,
  trust_persons: trustPersons,
  companies,
  participations,
  ati_ids: atiIds,
};
