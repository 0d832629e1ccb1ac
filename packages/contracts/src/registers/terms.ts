/**
 * Words the verification registers answer in Russian from a known set (issue 23 §5): the page and
 * the evidence PDF say each in the reader's language by its key. A value outside these sets is
 * shown as the register wrote it, marked as quoted. Matching ignores case, surrounding spaces and
 * ё/е, as registers write these words inconsistently.
 */
export const registerTerms = {
  osago_status: {
    in_force: ['Действует'],
    expired: ['Истёк срок действия', 'Закончился срок действия'],
    terminated: ['Прекратил действие', 'Досрочно прекращён'],
    not_started: ['Не начал действовать'],
  },
  licence_status: {
    in_force: ['Действует'],
    not_found: ['Не найдено'],
    annulled: ['Аннулировано'],
    expired: ['Истёк срок действия'],
  },
  company_status: {
    active: ['Действующее', 'Действующая', 'Действует'],
    liquidated: ['Ликвидировано'],
    ceased: ['Прекратило деятельность'],
    excluded: ['Исключено из ЕГРЮЛ'],
    inactive: ['Недействующее'],
    liquidating: ['В процессе ликвидации'],
    reorganizing: ['В процессе реорганизации'],
    bankrupt: ['Банкротство'],
  },
  company_flag: {
    mass_address: ['Массовый адрес регистрации'],
    unreliable_address: ['Недостоверные сведения об адресе (запись ФНС в ЕГРЮЛ)'],
    unreliable_director: ['Недостоверные сведения о руководителе (запись ФНС в ЕГРЮЛ)'],
    unfair_suppliers: ['Реестр недобросовестных поставщиков'],
    excluded_inactive: ['Исключено из ЕГРЮЛ как недействующее юридическое лицо'],
    mass_director: ['Массовый руководитель'],
    mass_founder: ['Массовый учредитель'],
  },
  role: {
    founder: ['Учредитель'],
    participant: ['Участник'],
    ceo: ['Генеральный директор'],
    director: ['Директор'],
    head: ['Руководитель'],
    sole_trader: ['Индивидуальный предприниматель'],
  },
  passport_answer: {
    valid: ['Действителен'],
    invalid: ['Недействителен'],
    not_found: ['Не найден'],
  },
  phone_answer: {
    own: ['Номер зарегистрирован на это лицо'],
    other_person: ['Номер зарегистрирован на другое лицо'],
    not_found: ['Номер не найден'],
  },
} as const;

export type RegisterTermKind = keyof typeof registerTerms;
export type RegisterTerm<K extends RegisterTermKind> = keyof (typeof registerTerms)[K] & string;

const termKey = (value: string) => value.trim().toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ');

/** The key of a register's word in the set `kind`, or null when the set does not know it. */
export function registerTermOf<K extends RegisterTermKind>(kind: K, value: string): RegisterTerm<K> | null {
  const key = termKey(value);
  const terms = registerTerms[kind] as Record<string, readonly string[]>;
  const found = Object.keys(terms).find((term) => terms[term].some((word) => termKey(word) === key));
  return (found as RegisterTerm<K> | undefined) ?? null;
}

/** The person's data a register compares, in the words its answers use. */
export const personFieldTerms = {
  lastName: 'фамилия',
  firstName: 'имя',
  midName: 'отчество',
  birthDate: 'дата рождения',
  passportNumber: 'номер паспорта',
  issueDate: 'дата выдачи',
} as const;
export type PersonFieldTerm = keyof typeof personFieldTerms;

/** How a passport register says that the holder's data differ from the person's, before the fields. */
export const passportMismatchPrefix = 'Данные владельца не совпадают: ';

/**
 * The fields a "holder's data differ" answer names ("Данные владельца не совпадают: дата
 * рождения, имя"), or null when the answer is not that sentence of known fields.
 */
export function passportMismatchFields(description: string): PersonFieldTerm[] | null {
  const prefix = termKey(passportMismatchPrefix);
  const said = termKey(description);
  if (!said.startsWith(prefix.trimEnd())) return null;
  const words = said.slice(prefix.trimEnd().length).split(',').map(termKey);
  const fields = Object.keys(personFieldTerms) as PersonFieldTerm[];
  const named = words.map((word) => fields.find((field) => personFieldTerms[field] === word));
  return named.length > 0 && named.every((field) => field !== undefined) ? (named as PersonFieldTerm[]) : null;
}

/**
 * State codes of driving-licence decisions in the ГИБДД driver check (гибдд.рф/check/driver); the
 * page and the report name a decision by its code, the register's `stateName` being quoted only for
 * a code outside this list. The deprivation ones are the contracts' `deprivationStates`.
 */
export const decisionStateCodes = ['42', '60', '64', '68', '71', '73', '76', '78', '79', '82'] as const;
export type DecisionStateCode = (typeof decisionStateCodes)[number];
/** The known code of a decision's state, or null. */
export function decisionStateOf(state: string): DecisionStateCode | null {
  const code = state.trim();
  return (decisionStateCodes as readonly string[]).includes(code) ? (code as DecisionStateCode) : null;
}
