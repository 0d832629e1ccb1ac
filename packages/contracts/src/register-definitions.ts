import { dateText } from './dates';
import { cells, defineRegister } from './register-columns';
import { normalizeDate } from './verification-form';
import type { DriverDecision } from './verification-results';
import { deprivationStates } from './verification-rules';

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
});

/** Every register staff can import, by name (the API's `{register}`). */
export const registerDefinitions = {
  osago_policies: osagoPolicies,
  driving_licences: drivingLicences,
  fssp_debts: fsspDebts,
  court_cases: courtCases,
};
