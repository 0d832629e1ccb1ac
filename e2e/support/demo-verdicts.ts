/**
 * The README's two demo cases as /verification shows them (issue 23 §2): what to type, and for each
 * check the class in words on its badge and the one line that says why, in both languages.
 */

type Check =
  | 'risk'
  | 'osago'
  | 'driver'
  | 'passport_complex'
  | 'fssp'
  | 'phone'
  | 'sud'
  | 'trust_person'
  | 'reputation'
  | 'participant'
  | 'find_ati_su_id'
  | 'prudence';

export interface DemoCase {
  plate: string;
  licence: [number: string, issued: string];
  person: {
    lastName: string;
    firstName: string;
    midName: string;
    birthDate: string;
    passport: string;
    passportDate: string;
    phone: string;
  };
  inn: string;
  /** Per language: the summary, and per check [badge word, reason line]. */
  verdicts: Record<'ru' | 'en', { summary: string; checks: Record<Check, [string, string]> }>;
}

export const problemCase: DemoCase = {
  plate: 'А777АА77',
  licence: ['7700654321', '12.03.2018'],
  person: {
    lastName: 'Должников',
    firstName: 'Пётр',
    midName: 'Андреевич',
    birthDate: '15.04.1980',
    passport: '4510123456',
    passportDate: '10.05.2000',
    phone: '+7 916 123-45-67',
  },
  inn: '7799000012',
  verdicts: {
    ru: {
      summary: 'Найдены тревожные совпадения',
      checks: {
        risk: ['Тревога', 'Госномер или VIN совпал с инцидентом в нашей базе'],
        osago: ['Тревога', 'Действующего полиса ОСАГО нет: найденные полисы не действуют'],
        driver: ['Тревога', 'Действует решение о лишении права управления'],
        passport_complex: ['Тревога', 'Паспорт в списке недействительных'],
        trust_person: ['Тревога', 'Красный в категориях 1–3: розыск, судимость или стоп-лист'],
        fssp: ['Внимание', 'Есть исполнительные производства у судебных приставов'],
        sud: ['Внимание', 'Человек — сторона судебных дел'],
        reputation: ['Внимание', 'У компании есть отметки реестра'],
        participant: ['Внимание', 'Среди компаний человека есть недействующие'],
        phone: ['Норма', 'Телефон подтверждён: зарегистрирован на этого человека'],
        find_ati_su_id: ['Норма', 'Код ATI найден'],
        prudence: ['Внимание', 'Компания упоминается в инцидентах нашей базы'],
      },
    },
    en: {
      summary: 'Alarming matches found',
      checks: {
        risk: ['Alert', 'A plate or VIN matches an incident in our database'],
        osago: ['Alert', 'No OSAGO policy in force: the policies found are not in force'],
        driver: ['Alert', 'A decision depriving the driver of the licence is in force'],
        passport_complex: ['Alert', 'The passport is on the list of invalid passports'],
        trust_person: ['Alert', 'Red in categories 1–3: wanted, criminal record or stop list'],
        fssp: ['Warning', 'There are enforcement proceedings with the bailiffs'],
        sud: ['Warning', 'The person is a side in court cases'],
        reputation: ['Warning', 'The company has register flags'],
        participant: ['Warning', "Some of the person's companies are not active"],
        phone: ['Clear', 'The phone is confirmed: it is registered to this person'],
        find_ati_su_id: ['Clear', 'ATI id found'],
        prudence: ['Warning', 'The company is named in incidents of our database'],
      },
    },
  },
};

export const cleanCase: DemoCase = {
  plate: 'Х001ХХ199',
  licence: ['7700123456', '20.05.2015'],
  person: {
    lastName: 'Чистов',
    firstName: 'Иван',
    midName: 'Сергеевич',
    birthDate: '01.01.1985',
    passport: '4510654321',
    passportDate: '20.01.2005',
    phone: '+7 903 111-22-33',
  },
  inn: '6164000018',
  verdicts: {
    ru: {
      summary: 'Проблем не найдено',
      checks: {
        risk: ['Норма', 'Совпадений с инцидентами нашей базы нет'],
        osago: ['Норма', 'Есть действующий полис ОСАГО'],
        driver: ['Норма', 'Удостоверение действительно'],
        passport_complex: ['Норма', 'Паспорт действителен и принадлежит этому человеку'],
        trust_person: ['Норма', 'Красных отметок нет'],
        fssp: ['Норма', 'Исполнительных производств нет'],
        sud: ['Норма', 'Судебных дел не найдено'],
        reputation: ['Норма', 'Компания действует, отметок нет'],
        participant: ['Норма', 'Участия в компаниях нет'],
        phone: ['Норма', 'Телефон подтверждён: зарегистрирован на этого человека'],
        find_ati_su_id: ['Норма', 'Код ATI найден'],
        prudence: ['Норма', 'Настораживающих сведений не найдено'],
      },
    },
    en: {
      summary: 'No problems found',
      checks: {
        risk: ['Clear', 'No match with incidents of our database'],
        osago: ['Clear', 'An OSAGO policy is in force'],
        driver: ['Clear', 'The licence is valid'],
        passport_complex: ['Clear', 'The passport is valid and belongs to this person'],
        trust_person: ['Clear', 'No red marks'],
        fssp: ['Clear', 'No enforcement proceedings'],
        sud: ['Clear', 'No court cases found'],
        reputation: ['Clear', 'The company is active, with no flags'],
        participant: ['Clear', 'No company participation'],
        phone: ['Clear', 'The phone is confirmed: it is registered to this person'],
        find_ati_su_id: ['Clear', 'ATI id found'],
        prudence: ['Clear', 'Nothing of concern found'],
      },
    },
  },
};
