import { phoneKey } from '@cargo-sentry/contracts/verification/form';
import type {
  RegistryAtiId,
  RegistryCompany,
  RegistryParticipation,
  RegistryPassport,
  RegistryPhoneRecord,
  RegistryTrustPerson,
  RegistryWantedPerson,
} from '../schema/registry';

/**
 * Demo people and companies of the verification registers (README "Demo verification cases"):
 * one story per check with a "found/problem" and a "clean" case. Made up: the passports, phones,
 * INNs and OGRNs pass the identifier checks of `contracts/shared/identifiers.ts` but belong to no one.
 */

/**
 * The "problem" person: a bailiff debt, a court case, a passport reported lost, wanted for fraud,
 * red trust categories, founder of the demo incidents' counterparty and of a liquidated firm.
 */
export const demoPerson = {
  lastName: 'Должников',
  firstName: 'Пётр',
  midName: 'Андреевич',
  birthDate: '1980-04-15',
  passportNumber: '4510123456',
  passportDate: '2000-05-10',
  phone: '+79161234567',
};

/** The "clean" person: a valid passport of their own, their own phone, green trust categories. */
export const demoCleanPerson = {
  lastName: 'Чистов',
  firstName: 'Иван',
  midName: 'Сергеевич',
  birthDate: '1985-01-01',
  passportNumber: '4510654321',
  passportDate: '2005-01-20',
  phone: '+79031112233',
};

/** The counterparty of the demo incidents (`demoRiskCases`): flagged in the company register. */
export const demoCompany = { inn: '7799000012', ogrn: '1197799000013', atiId: '7799001' };
/** A company without findings. */
export const demoCleanCompany = { inn: '6164000018', ogrn: '1166164000012', atiId: '6164001' };

const holder = (p: typeof demoPerson) => ({
  lastName: p.lastName,
  firstName: p.firstName,
  midName: p.midName,
  birthDate: p.birthDate,
});

export const demoPassports: RegistryPassport[] = [
  // the invalid-passports list names the number only
  { passportNumber: demoPerson.passportNumber, status: 'Недействителен', reason: 'утрачен (заявление от 05.09.2023)' },
  {
    passportNumber: demoCleanPerson.passportNumber,
    issueDate: demoCleanPerson.passportDate,
    ...holder(demoCleanPerson),
    status: 'Действителен',
  },
];

export const demoPhoneRecords: RegistryPhoneRecord[] = [demoPerson, demoCleanPerson].map((p) => ({
  phone: phoneKey(p.phone),
  ...holder(p),
  passportNumber: p.passportNumber,
}));

export const demoWantedPersons: RegistryWantedPerson[] = [
  {
    ...holder(demoPerson),
    reason: 'Мошенничество (ч. 4 ст. 159 УК РФ)',
    since: '2024-03-01',
    initiator: 'ГУ МВД России по Ростовской области',
  },
];

export const demoTrustPersons: RegistryTrustPerson[] = [
  { ...holder(demoPerson), c2: 'RED', c3: 'RED', c4: 'YELLOW', c5: 'RED', c6: 'YELLOW' },
  { ...holder(demoCleanPerson), c2: 'GREEN', c3: 'GREEN', c4: 'GREEN', c5: 'GREEN', c6: 'GREEN' },
  // only the softer categories are red: a warning, not an alert
  {
    lastName: 'Осипов',
    firstName: 'Олег',
    midName: 'Викторович',
    birthDate: '1975-07-30',
    c2: 'GREEN',
    c3: 'GREEN',
    c4: 'RED',
    c5: 'YELLOW',
    c6: 'RED',
  },
];

/** A liquidated firm the "problem" person founded. */
export const demoLiquidatedCompany = { inn: '7799000037', ogrn: '1157799000017', name: 'ООО «Быстрые грузы»' };
const liquidated = demoLiquidatedCompany;

export const demoCompanies: RegistryCompany[] = [
  {
    inn: demoCompany.inn,
    ogrn: demoCompany.ogrn,
    name: 'ООО «ТрансЛогистик Плюс»',
    status: 'Действующее',
    registrationDate: '2019-06-14',
    flags: [
      'Массовый адрес регистрации',
      'Недостоверные сведения об адресе (запись ФНС в ЕГРЮЛ)',
      'Реестр недобросовестных поставщиков',
    ],
  },
  {
    inn: demoCleanCompany.inn,
    ogrn: demoCleanCompany.ogrn,
    name: 'ООО «Надёжный Перевозчик»',
    status: 'Действующее',
    registrationDate: '2016-04-12',
    flags: [],
  },
  {
    ...liquidated,
    status: 'Ликвидировано',
    registrationDate: '2015-02-03',
    flags: ['Исключено из ЕГРЮЛ как недействующее юридическое лицо'],
  },
];

const founder = {
  lastName: demoPerson.lastName,
  firstName: demoPerson.firstName,
  midName: demoPerson.midName,
  passportNumber: demoPerson.passportNumber,
};

export const demoParticipations: RegistryParticipation[] = [
  {
    ...founder,
    companyInn: demoCompany.inn,
    companyOgrn: demoCompany.ogrn,
    companyName: 'ООО «ТрансЛогистик Плюс»',
    role: 'Учредитель',
    share: 100,
    status: 'Действующее',
  },
  {
    ...founder,
    companyInn: demoCompany.inn,
    companyOgrn: demoCompany.ogrn,
    companyName: 'ООО «ТрансЛогистик Плюс»',
    role: 'Генеральный директор',
    share: null,
    status: 'Действующее',
  },
  {
    ...founder,
    companyInn: liquidated.inn,
    companyOgrn: liquidated.ogrn,
    companyName: liquidated.name,
    role: 'Учредитель',
    share: 50,
    status: 'Ликвидировано',
  },
];

export const demoAtiIds: RegistryAtiId[] = [demoCompany, demoCleanCompany].map(({ inn, atiId }) => ({ inn, atiId }));
