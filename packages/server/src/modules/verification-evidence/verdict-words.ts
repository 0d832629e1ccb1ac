import type { Locale } from '@cargo-sentry/contracts/shared/common';
import type {
  DecisionStateCode,
  PersonFieldTerm,
  RegisterTerm,
  RegisterTermKind,
} from '@cargo-sentry/contracts/registers/terms';
import type { LicenceStatus, OsagoPolicyState } from '@cargo-sentry/contracts/verification/rules';
import { verificationWords, type VerificationWords } from '@cargo-sentry/contracts/verification/words';

/**
 * The verdict words of the evidence report: the class of each check in words and the one line of
 * why (contracts' `verificationWords`, shared with a data subject's records), and the registers'
 * known words, exactly as the /verification page says them (web `verification` i18n: `standing`,
 * `verdict`, `osago.state`, `driver.state`; shared i18n: `register`); `words.test.ts` holds them
 * equal, so the PDF and the page cannot disagree.
 */
interface VerdictWords extends Pick<VerificationWords, 'standing' | 'verdict'> {
  register: { [K in RegisterTermKind]: Record<RegisterTerm<K>, string> } & {
    passport_mismatch: string;
    person_field: Record<PersonFieldTerm, string>;
    decision_state: Record<DecisionStateCode, string>;
  };
  /** `{{start}}`, `{{end}}`: the policy's dates. */
  osagoState: Record<Exclude<OsagoPolicyState, 'register'>, string>;
  licenceState: Record<Exclude<LicenceStatus, 'register'>, string>;
  quoted: string;
}

const ru: VerdictWords = {
  standing: verificationWords.ru.standing,
  verdict: verificationWords.ru.verdict,
  register: {
    osago_status: {
      in_force: 'Действует',
      expired: 'Истёк срок действия',
      terminated: 'Прекратил действие',
      not_started: 'Не начал действовать',
    },
    licence_status: {
      in_force: 'Действует',
      not_found: 'Не найдено',
      annulled: 'Аннулировано',
      expired: 'Истёк срок действия',
    },
    company_status: {
      active: 'Действующее',
      liquidated: 'Ликвидировано',
      ceased: 'Прекратило деятельность',
      excluded: 'Исключено из ЕГРЮЛ',
      inactive: 'Недействующее',
      liquidating: 'В процессе ликвидации',
      reorganizing: 'В процессе реорганизации',
      bankrupt: 'Банкротство',
    },
    company_flag: {
      mass_address: 'Массовый адрес регистрации',
      unreliable_address: 'Недостоверные сведения об адресе (запись ФНС в ЕГРЮЛ)',
      unreliable_director: 'Недостоверные сведения о руководителе (запись ФНС в ЕГРЮЛ)',
      unfair_suppliers: 'Реестр недобросовестных поставщиков',
      excluded_inactive: 'Исключено из ЕГРЮЛ как недействующее юридическое лицо',
      mass_director: 'Массовый руководитель',
      mass_founder: 'Массовый учредитель',
    },
    role: {
      founder: 'Учредитель',
      participant: 'Участник',
      ceo: 'Генеральный директор',
      director: 'Директор',
      head: 'Руководитель',
      sole_trader: 'Индивидуальный предприниматель',
    },
    passport_answer: {
      valid: 'Действителен',
      invalid: 'Недействителен',
      not_found: 'Не найден',
    },
    phone_answer: {
      own: 'Номер зарегистрирован на это лицо',
      other_person: 'Номер зарегистрирован на другое лицо',
      not_found: 'Номер не найден',
    },
    passport_mismatch: 'Данные владельца не совпадают: {{fields}}',
    person_field: {
      lastName: 'фамилия',
      firstName: 'имя',
      midName: 'отчество',
      birthDate: 'дата рождения',
      passportNumber: 'номер паспорта',
      issueDate: 'дата выдачи',
    },
    decision_state: {
      '42': 'Вынесено постановление о лишении права управления ТС',
      '60': 'Постановление о лишении права управления ТС вступило в законную силу',
      '64': 'Обжалование постановления суда',
      '68': 'Исчисление срока лишения права управления ТС прервано',
      '71': 'Исполнение постановления прекращено',
      '73': 'Штраф оплачен',
      '76': 'Штраф оплачен',
      '78': 'Начато исчисление срока лишения права управления',
      '79': 'Срок лишения права управления окончен',
      '82': 'Проверка знаний ПДД пройдена',
    },
  },
  osagoState: {
    in_force: 'Действует',
    ended: 'Срок истёк {{end}}',
    not_started: 'Действует с {{start}}',
  },
  licenceState: {
    deprived: 'Лишение права управления: решение в силе',
    not_found: 'Не найдено в реестре',
    expired: 'Срок действия истёк',
    in_force: 'Действует',
  },
  quoted: 'Цитата из ответа реестра: он отвечает на русском',
};

const en: VerdictWords = {
  standing: verificationWords.en.standing,
  verdict: verificationWords.en.verdict,
  register: {
    osago_status: {
      in_force: 'In force',
      expired: 'Expired',
      terminated: 'Terminated',
      not_started: 'Not yet in force',
    },
    licence_status: {
      in_force: 'In force',
      not_found: 'Not found',
      annulled: 'Annulled',
      expired: 'Expired',
    },
    company_status: {
      active: 'Active',
      liquidated: 'Liquidated',
      ceased: 'Ceased operations',
      excluded: 'Struck off the register',
      inactive: 'Inactive',
      liquidating: 'Being liquidated',
      reorganizing: 'Being reorganised',
      bankrupt: 'Bankrupt',
    },
    company_flag: {
      mass_address: 'Mass registration address',
      unreliable_address: 'Unreliable address (tax service entry in the register)',
      unreliable_director: 'Unreliable director data (tax service entry in the register)',
      unfair_suppliers: 'Register of unfair suppliers',
      excluded_inactive: 'Struck off the register as an inactive company',
      mass_director: 'Mass director',
      mass_founder: 'Mass founder',
    },
    role: {
      founder: 'Founder',
      participant: 'Participant',
      ceo: 'Chief executive',
      director: 'Director',
      head: 'Head',
      sole_trader: 'Sole trader',
    },
    passport_answer: {
      valid: 'Valid',
      invalid: 'Invalid',
      not_found: 'Not found',
    },
    phone_answer: {
      own: 'The number is registered to this person',
      other_person: 'The number is registered to another person',
      not_found: 'The number was not found',
    },
    passport_mismatch: "The holder's data differ: {{fields}}",
    person_field: {
      lastName: 'last name',
      firstName: 'first name',
      midName: 'middle name',
      birthDate: 'date of birth',
      passportNumber: 'passport number',
      issueDate: 'issue date',
    },
    decision_state: {
      '42': 'Decision to deprive of the right to drive issued',
      '60': 'Decision to deprive of the right to drive in force',
      '64': 'Court decision under appeal',
      '68': 'Deprivation term interrupted',
      '71': 'Execution of the decision stopped',
      '73': 'Fine paid',
      '76': 'Fine paid',
      '78': 'Deprivation term started',
      '79': 'Deprivation term over',
      '82': 'Traffic rules test passed',
    },
  },
  osagoState: {
    in_force: 'In force',
    ended: 'Ended {{end}}',
    not_started: 'In force from {{start}}',
  },
  licenceState: {
    deprived: 'Deprived of the right to drive: decision in force',
    not_found: 'Not found in the register',
    expired: 'Expired',
    in_force: 'In force',
  },
  quoted: 'Quoted from the register, which answers in Russian',
};

export const verdictWords: Record<Locale, VerdictWords> = { ru, en };
