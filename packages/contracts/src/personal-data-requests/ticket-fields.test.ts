import { describe, expect, it } from 'vitest';
import { ticketFields, type StoredTicket } from './ticket-fields';

const ticket = (overrides: Partial<StoredTicket>): StoredTicket => ({
  inputs: {},
  results: {},
  checks: [],
  consentVersion: null,
  hasPhoto: false,
  day: '2026-11-20',
  ...overrides,
});

describe("a ticket's fields", () => {
  it('lists the inputs in the form’s order, labelled as the form labels them', () => {
    const fields = ticketFields(
      ticket({
        inputs: {
          phone: '+79161234567',
          lastName: 'Сидоров',
          passportDate: '2005-04-01',
          issueDate: '2005-04-01',
          externalId: ['12345', '67890'],
        },
      }),
    );
    expect(fields).toEqual([
      { key: 'lastName', label: { ru: 'Фамилия', en: 'Last name' }, value: { ru: 'Сидоров', en: 'Сидоров' } },
      {
        key: 'passportDate',
        label: { ru: 'Дата выдачи паспорта', en: 'Passport issue date' },
        value: { ru: '01.04.2005', en: '01.04.2005' },
      },
      { key: 'phone', label: { ru: 'Телефон', en: 'Phone' }, value: { ru: '+79161234567', en: '+79161234567' } },
      {
        key: 'externalId',
        label: { ru: 'Коды ATI', en: 'ATI ids' },
        value: { ru: '12345; 67890', en: '12345; 67890' },
      },
    ]);
  });

  it('says each check as its class in words and why, as the verification page does', () => {
    const [phone] = ticketFields(
      ticket({ checks: ['phone'], results: { phone: { operationResult: false, operationMessage: 'Не найден' } } }),
    );
    expect(phone).toEqual({
      key: 'check.phone',
      label: { ru: 'Телефон', en: 'Phone' },
      value: {
        ru: 'Внимание — Телефон не подтверждён: он не зарегистрирован на этого человека',
        en: 'Warning — The phone is not confirmed: it is not registered to this person',
      },
    });
  });

  it('says a check that was not carried out, with the provider’s message when it gave one', () => {
    const fields = ticketFields(
      ticket({
        checks: ['osago', 'fssp', 'trust_person', 'no_such_check'],
        results: {
          osago: { resultCode: -1, resultMessage: 'Сервис недоступен', policies: [] },
          trust_person: { destroyed: true, standing: 'alert' },
        },
      }),
    );
    expect(fields.map((field) => [field.key, field.value])).toEqual([
      ['check.osago', { ru: 'Не выполнена — Сервис недоступен', en: 'Not run — Сервис недоступен' }],
      ['check.fssp', { ru: 'Не выполнена', en: 'Not run' }],
      // an answer destroyed at the end of its retention period keeps only its class
      ['check.trust_person', { ru: 'Тревога', en: 'Alert' }],
    ]);
  });

  it('names the consent version and a kept photo', () => {
    expect(ticketFields(ticket({ consentVersion: 3, hasPhoto: true }))).toEqual([
      {
        key: 'consent_version',
        label: { ru: 'Редакция согласия', en: 'Consent version' },
        value: { ru: '3', en: '3' },
      },
      { key: 'photo_file', label: { ru: 'Файл фото', en: 'Photo file' }, value: { ru: 'Хранится', en: 'Kept' } },
    ]);
  });
});
