import type { Locale } from '@cargo-sentry/contracts/shared/common';
import type {
  DecisionStateCode,
  PersonFieldTerm,
  RegisterTerm,
  RegisterTermKind,
} from '@cargo-sentry/contracts/registers/terms';
import type { VerificationCheck } from '@cargo-sentry/contracts/verification/form';
import type { CheckStanding, LicenceStatus, OsagoPolicyState } from '@cargo-sentry/contracts/verification/rules';
import type { VerdictReason } from '@cargo-sentry/contracts/verification/verdicts';

/**
 * The verdict words of the evidence report: the class of each check in words, the one line of why,
 * and the registers' known words, exactly as the /verification page says them (web `verification`
 * i18n: `standing`, `verdict`, `osago.state`, `driver.state`; shared i18n: `register`);
 * `evidence-words.test.ts` holds them equal, so the PDF and the page cannot disagree.
 */
interface VerdictWords {
  standing: Record<CheckStanding, string>;
  verdict: { [C in VerificationCheck]: Record<VerdictReason<C>, string> };
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
  standing: {
    alert: 'Тревога',
    warning: 'Внимание',
    success: 'Норма',
    not_carried_out: 'Не выполнена',
    not_checked: 'Не выполнена',
  },
  verdict: {
    risk: {
      vehicle_in_incident: 'Госномер или VIN совпал с инцидентом в нашей базе',
      counterparty_in_incident: 'Контрагент (ИНН, ОГРН или код ATI) есть в инцидентах нашей базы',
      no_incidents: 'Совпадений с инцидентами нашей базы нет',
    },
    osago: {
      none_in_force: 'Действующего полиса ОСАГО нет: найденные полисы не действуют',
      not_found: 'Полис ОСАГО на это ТС не найден',
      in_force: 'Есть действующий полис ОСАГО',
    },
    driver: {
      wanted: 'Водитель в розыске',
      deprived: 'Действует решение о лишении права управления',
      not_found: 'Удостоверение не найдено в реестре',
      not_in_force: 'Удостоверение не действует по данным реестра',
      expired: 'Срок действия удостоверения истёк',
      valid: 'Удостоверение действительно',
    },
    passport_complex: {
      invalid: 'Паспорт в списке недействительных',
      not_found: 'Паспорт не найден в реестре — сверьте номер',
      data_mismatch: 'Паспорт не подтверждён: данные владельца не совпадают — сверьте документ',
      valid: 'Паспорт действителен и принадлежит этому человеку',
    },
    phone: {
      not_registered: 'Телефон не подтверждён: он не зарегистрирован на этого человека',
      registered: 'Телефон подтверждён: зарегистрирован на этого человека',
    },
    fssp: {
      debts: 'Есть исполнительные производства у судебных приставов',
      none: 'Исполнительных производств нет',
    },
    sud: {
      cases: 'Человек — сторона судебных дел',
      none: 'Судебных дел не найдено',
    },
    trust_person: {
      red_serious: 'Красный в категориях 1–3: розыск, судимость или стоп-лист',
      red_minor: 'Красный в категориях 4–6: нарушения ПДД, долги или жалобы',
      clear: 'Красных отметок нет',
      unknown_person: 'Сведений о человеке нет',
    },
    face: {
      match: 'Лицо совпало с базой происшествий или розыска',
      no_face: 'На фото не найдено лицо: загрузите фото, на котором лицо видно целиком и анфас',
      several_faces: 'На фото несколько лиц: загрузите фото, на котором только один человек',
      no_match: 'Совпадений в базе лиц нет',
    },
    reputation: {
      defunct: 'Компания с этим ИНН прекратила существование',
      winding_down: 'Компания ликвидируется, реорганизуется или банкротится',
      flags: 'У компании есть отметки реестра',
      not_found: 'Компания с этим ИНН в реестре не найдена',
      clean: 'Компания действует, отметок нет',
    },
    participant: {
      inactive_company: 'Среди компаний человека есть недействующие',
      active_companies: 'Все компании человека действуют',
      none: 'Участия в компаниях нет',
    },
    find_ati_su_id: {
      none: 'Кода ATI по этому ИНН нет: отзывы и история на ATI.su недоступны',
      found: 'Код ATI найден',
    },
    prudence: {
      defunct: 'Компания прекратила деятельность по данным реестра',
      incidents: 'Компания упоминается в инцидентах нашей базы',
      not_found: 'ИНН нет в реестре компаний',
      winding_down: 'Компания ликвидируется или реорганизуется',
      court_or_debts: 'У учредителей или руководителей есть судебные дела или долги у приставов',
      flags: 'У компании есть отметки реестра',
      clean: 'Настораживающих сведений не найдено',
    },
    consistency: {
      conflicts: 'Данные не сходятся с другими проверками, инцидентами или реестрами',
      doubts: 'Есть сомнительные совпадения с другими проверками или реестрами',
      information: 'Противоречий нет, но есть что учесть',
      consistent: 'Противоречий с другими проверками, инцидентами и реестрами нет',
    },
  },
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
  standing: {
    alert: 'Alert',
    warning: 'Warning',
    success: 'Clear',
    not_carried_out: 'Not run',
    not_checked: 'Not run',
  },
  verdict: {
    risk: {
      vehicle_in_incident: 'A plate or VIN matches an incident in our database',
      counterparty_in_incident: 'The counterparty (INN, OGRN or ATI id) appears in incidents of our database',
      no_incidents: 'No match with incidents of our database',
    },
    osago: {
      none_in_force: 'No OSAGO policy in force: the policies found are not in force',
      not_found: 'No OSAGO policy found for this vehicle',
      in_force: 'An OSAGO policy is in force',
    },
    driver: {
      wanted: 'The driver is wanted',
      deprived: 'A decision depriving the driver of the licence is in force',
      not_found: 'The licence was not found in the register',
      not_in_force: 'The licence is not in force according to the register',
      expired: 'The licence has expired',
      valid: 'The licence is valid',
    },
    passport_complex: {
      invalid: 'The passport is on the list of invalid passports',
      not_found: 'The passport was not found in the register: check the number',
      data_mismatch: "The passport is not confirmed: the holder's data differ, compare the document",
      valid: 'The passport is valid and belongs to this person',
    },
    phone: {
      not_registered: 'The phone is not confirmed: it is not registered to this person',
      registered: 'The phone is confirmed: it is registered to this person',
    },
    fssp: {
      debts: 'There are enforcement proceedings with the bailiffs',
      none: 'No enforcement proceedings',
    },
    sud: {
      cases: 'The person is a side in court cases',
      none: 'No court cases found',
    },
    trust_person: {
      red_serious: 'Red in categories 1–3: wanted, criminal record or stop list',
      red_minor: 'Red in categories 4–6: traffic offences, debts or complaints',
      clear: 'No red marks',
      unknown_person: 'Nothing is known about this person',
    },
    face: {
      match: 'The face matches the gallery of incidents or wanted persons',
      no_face: 'No face found in the photo: upload one where the face is fully visible, from the front',
      several_faces: 'Several faces in the photo: upload one with only the person checked',
      no_match: 'No match in the face gallery',
    },
    reputation: {
      defunct: 'The company with this INN no longer exists',
      winding_down: 'The company is being liquidated, reorganised or is bankrupt',
      flags: 'The company has register flags',
      not_found: 'No company with this INN in the register',
      clean: 'The company is active, with no flags',
    },
    participant: {
      inactive_company: "Some of the person's companies are not active",
      active_companies: "All of the person's companies are active",
      none: 'No company participation',
    },
    find_ati_su_id: {
      none: 'No ATI id for this INN: reviews and history on ATI.su cannot be checked',
      found: 'ATI id found',
    },
    prudence: {
      defunct: 'The company no longer exists according to the register',
      incidents: 'The company is named in incidents of our database',
      not_found: 'The INN is not in the company register',
      winding_down: 'The company is being wound up or reorganised',
      court_or_debts: 'Its founders or directors have court cases or bailiff debts',
      flags: 'The company has register flags',
      clean: 'Nothing of concern found',
    },
    consistency: {
      conflicts: 'The data contradict other checks, incidents or registers',
      doubts: 'Doubtful matches with other checks or registers',
      information: 'No contradictions, but something to note',
      consistent: 'No contradictions with other checks, incidents or registers',
    },
  },
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
