import type { Locale } from '../shared/common';
import type { TransportField, VerificationCheck } from './form';
import type { CheckStanding } from './rules';
import type { VerdictReason } from './verdicts';

/**
 * The /verification page's words for what a ticket holds, in both languages: each check's name,
 * each form field's label, each class in words and each verdict's one line (issue 23 §2). One
 * definition for every document the server writes from a ticket (the evidence report, a data
 * subject's records); the page's catalog (web `verification` i18n: `checks`, `fields`,
 * `standing`, `verdict`) says the same, which the evidence words test holds.
 */
export interface VerificationWords {
  standing: Record<CheckStanding, string>;
  verdict: { [C in VerificationCheck]: Record<VerdictReason<C>, string> };
  checks: Record<VerificationCheck, string>;
  fields: Record<TransportField, string>;
}

const ru: VerificationWords = {
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
  checks: {
    risk: 'Риски по базе инцидентов',
    osago: 'Полис ОСАГО',
    driver: 'Водительское удостоверение',
    passport_complex: 'Паспорт',
    fssp: 'Долги у судебных приставов (ФССП)',
    phone: 'Телефон',
    face: 'Фото лица',
    trust_person: 'Благонадёжность',
    sud: 'Судебные дела',
    reputation: 'Репутация компании',
    participant: 'Участие в компаниях',
    find_ati_su_id: 'Код ATI по ИНН',
    prudence: 'Коммерческая осмотрительность',
    consistency: 'Согласованность данных',
  },
  fields: {
    autoGos: 'Госномер ТС',
    autoVin: 'VIN ТС',
    trailerGos: 'Госномер прицепа',
    trailerVin: 'VIN прицепа',
    drivingLicenseNumber: 'Номер водительского удостоверения',
    drivingLicenseDate: 'Дата выдачи удостоверения',
    lastName: 'Фамилия',
    firstName: 'Имя',
    midName: 'Отчество',
    birthDate: 'Дата рождения',
    passportNumber: 'Серия и номер паспорта',
    passportDate: 'Дата выдачи паспорта',
    phone: 'Телефон',
    ogrn: 'ОГРН',
    inn: 'ИНН',
    externalId: 'Коды ATI',
    snils: 'СНИЛС',
    email: 'E-mail',
    postcode: 'Индекс',
    photo: 'Фото',
  },
};

const en: VerificationWords = {
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
  checks: {
    risk: 'Risk in our incident database',
    osago: 'OSAGO policy',
    driver: 'Driving licence',
    passport_complex: 'Passport',
    fssp: 'Bailiff debts (FSSP)',
    phone: 'Phone',
    face: 'Face photo',
    trust_person: 'Trustworthiness',
    sud: 'Court cases',
    reputation: 'Company reputation',
    participant: 'Company participation',
    find_ati_su_id: 'ATI id by INN',
    prudence: 'Commercial prudence',
    consistency: 'Identity consistency',
  },
  fields: {
    autoGos: 'Vehicle plate',
    autoVin: 'Vehicle VIN',
    trailerGos: 'Trailer plate',
    trailerVin: 'Trailer VIN',
    drivingLicenseNumber: 'Driving licence number',
    drivingLicenseDate: 'Licence issue date',
    lastName: 'Last name',
    firstName: 'First name',
    midName: 'Middle name',
    birthDate: 'Date of birth',
    passportNumber: 'Passport series and number',
    passportDate: 'Passport issue date',
    phone: 'Phone',
    ogrn: 'OGRN',
    inn: 'INN',
    externalId: 'ATI ids',
    snils: 'SNILS',
    email: 'E-mail',
    postcode: 'Postcode',
    photo: 'Photo',
  },
};

export const verificationWords: Record<Locale, VerificationWords> = { ru, en };
