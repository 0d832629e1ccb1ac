import type { DriverResult, OsagoResult } from '@cargo-sentry/contracts/verification/results';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardVerdict } from '@/test/card-verdict';
import { renderWithApp } from '@/test/render';
import { CheckResults } from './check-results';

const policy = (status: string, startDate = '2022-01-10', endDate = '2023-01-09'): OsagoResult['policies'][number] => ({
  status,
  insurer: 'АльфаСтрахование',
  serial: 'ХХХ',
  number: '0123456789',
  restriction: true,
  uniqueNumber: null,
  bodyNumber: null,
  regNumber: 'А777АА77',
  make: null,
  model: null,
  startDate,
  endDate,
});
const osago = (policies: OsagoResult['policies']): OsagoResult => ({ resultCode: 0, resultMessage: '', policies });

const driver = (overrides: Partial<DriverResult> = {}): DriverResult => ({
  wanted: false,
  status: 'Действует',
  drivingLicenseExpiryDate: '2025-05-20',
  drivingLicenseCategory: 'B, C, CE',
  decisionList: [],
  ...overrides,
});

describe('the osago card', () => {
  it('says Тревога for an expired policy, why, and lists it with its insurer, number, status and dates', () => {
    renderWithApp(
      <CheckResults entries={[{ check: 'osago', status: 'done', result: osago([policy('Истёк срок действия')]) }]} />,
    );
    const card = screen.getByTestId('result-osago');
    expect(card).toHaveAttribute('data-standing', 'alert');
    expect(cardVerdict(card)).toEqual({
      standing: 'Тревога',
      reason: 'Действующего полиса ОСАГО нет: найденные полисы не действуют',
    });
    expect(within(card).getByText('Истёк срок действия')).toBeInTheDocument();
    expect(within(card).getByText('АльфаСтрахование')).toBeInTheDocument();
    expect(within(card).getByText('ХХХ 0123456789')).toBeInTheDocument();
    expect(within(card).getByText('10.01.2022 – 09.01.2023')).toBeInTheDocument();
    expect(within(card).getByText('Только вписанные в полис')).toBeInTheDocument();
  }, 30_000);

  it('says Clear for a policy in force, its status in English', () => {
    const inForce = policy('Действует', '2020-01-01', '2099-12-31');
    renderWithApp(<CheckResults entries={[{ check: 'osago', status: 'done', result: osago([inForce]) }]} />, {
      locale: 'en',
    });
    const card = screen.getByTestId('result-osago');
    expect(card).toHaveAttribute('data-standing', 'success');
    expect(cardVerdict(card)).toEqual({ standing: 'Clear', reason: 'An OSAGO policy is in force' });
    expect(within(card).getByText('In force')).toBeInTheDocument();
  }, 30_000);

  it("does not call a policy past its end date in force, whatever the register's word (issue 23 §3)", () => {
    renderWithApp(
      <CheckResults entries={[{ check: 'osago', status: 'done', result: osago([policy('Действует')]) }]} />,
    );
    const card = screen.getByTestId('result-osago');
    expect(card).toHaveAttribute('data-standing', 'alert');
    expect(within(card).getByText('Срок истёк 09.01.2023')).toBeInTheDocument();
    expect(within(card).queryByText('Действует')).toBeNull();
  }, 30_000);

  it('says "not found" when the vehicle has no policy', () => {
    renderWithApp(<CheckResults entries={[{ check: 'osago', status: 'done', result: osago([]) }]} />, {
      locale: 'en',
    });
    const card = screen.getByTestId('result-osago');
    expect(card).toHaveAttribute('data-standing', 'warning');
    expect(within(card).getByText('No OSAGO policy found for this vehicle')).toBeInTheDocument();
  }, 30_000);

  it('shows the provider message of a negative resultCode as not carried out (docs/product.md#verification-errors)', () => {
    const result = { resultCode: -1, resultMessage: 'Сервис РСА недоступен', policies: [] };
    renderWithApp(<CheckResults entries={[{ check: 'osago', status: 'done', result }]} />);
    const card = screen.getByTestId('result-osago');
    expect(card).toHaveAttribute('data-standing', 'not_carried_out');
    expect(within(card).getByText('Сервис РСА недоступен')).toBeInTheDocument();
  }, 30_000);
});

describe('the driver card', () => {
  it('shows a licence in force valid and says when the 2022–2025 extension applies', () => {
    renderWithApp(<CheckResults entries={[{ check: 'driver', status: 'done', result: driver() }]} />, {
      locale: 'en',
    });
    const card = screen.getByTestId('result-driver');
    expect(card).toHaveAttribute('data-standing', 'success');
    expect(cardVerdict(card)).toEqual({ standing: 'Clear', reason: 'The licence is valid' });
    expect(within(card).getByText('Status: In force')).toBeInTheDocument();
    expect(within(card).getByText('Licence valid until (as printed): 20.05.2025')).toBeInTheDocument();
    expect(within(card).getByTestId('driver-extension')).toHaveTextContent('valid until 20.05.2028');
    expect(within(card).getByText('Categories: B, C, CE')).toBeInTheDocument();
  }, 30_000);

  it('says Тревога for a deprivation in force and never calls that licence in force (issue 23 §3)', () => {
    const result = driver({
      drivingLicenseExpiryDate: '2028-03-12',
      decisionList: [
        {
          date: '2024-06-01',
          state: '60',
          stateName: 'Постановление о лишении права управления ТС вступило в законную силу',
          term: 18,
          region: 'Москва',
        },
      ],
    });
    renderWithApp(<CheckResults entries={[{ check: 'driver', status: 'done', result }]} />);
    const card = screen.getByTestId('result-driver');
    expect(card).toHaveAttribute('data-standing', 'alert');
    expect(cardVerdict(card)).toEqual({
      standing: 'Тревога',
      reason: 'Действует решение о лишении права управления',
    });
    expect(within(card).getByText('Статус: Лишение права управления: решение в силе')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('Статус: Действует');
    expect(within(card).queryByTestId('driver-extension')).toBeNull();
    expect(within(card).getByText('18 месяцев')).toBeInTheDocument();
    expect(within(card).getByText('01.06.2024')).toBeInTheDocument();
  }, 30_000);

  it('shows a 503 as not carried out', () => {
    renderWithApp(
      <CheckResults entries={[{ check: 'driver', status: 'failed', errorCode: 'service_unavailable' }]} />,
      { locale: 'en' },
    );
    const card = screen.getByTestId('result-driver');
    expect(card).toHaveAttribute('data-standing', 'not_carried_out');
    expect(cardVerdict(card)).toEqual({ standing: 'Not run', reason: 'Sorry, an error has occurred.' });
  }, 30_000);
});

describe('the fssp and sud cards', () => {
  it('shows a bailiff debt as a warning with its subject, amount in roubles and department', () => {
    const result = {
      found: true,
      data: [
        {
          proceeding: '12345/24/77001-ИП от 01.02.2024',
          subject: 'Задолженность по кредитным платежам',
          amount: 154320,
          department: 'ОСП по Центральному АО № 1',
          bailiff: 'Иванова А. А.',
          endReason: null,
        },
      ],
    };
    renderWithApp(<CheckResults entries={[{ check: 'fssp', status: 'done', result }]} />);
    const card = screen.getByTestId('result-fssp');
    expect(card).toHaveAttribute('data-standing', 'warning');
    expect(cardVerdict(card)).toEqual({
      standing: 'Внимание',
      reason: 'Есть исполнительные производства у судебных приставов',
    });
    expect(card).not.toHaveTextContent('Проверено');
    expect(within(card).getByText('Задолженность по кредитным платежам')).toBeInTheDocument();
    expect(within(card).getByText('154 320 ₽')).toBeInTheDocument();
    expect(within(card).getByText('ОСП по Центральному АО № 1')).toBeInTheDocument();
  }, 30_000);

  it('shows no debt as a success', () => {
    renderWithApp(<CheckResults entries={[{ check: 'fssp', status: 'done', result: { found: false, data: [] } }]} />, {
      locale: 'en',
    });
    const card = screen.getByTestId('result-fssp');
    expect(card).toHaveAttribute('data-standing', 'success');
    expect(cardVerdict(card)).toEqual({ standing: 'Clear', reason: 'No enforcement proceedings' });
  }, 30_000);

  it('shows a court case as a warning with its number, article, court and sides; -100 as nothing found', () => {
    const result = {
      resultCode: 0,
      cases: [
        {
          article: 'ст. 395 ГК РФ',
          caseNumber: '2-1234/2024',
          court: 'Тверской районный суд г. Москвы',
          sides: ['ООО «Кредит»', 'Должников П. И.'],
        },
      ],
    };
    renderWithApp(
      <CheckResults
        entries={[
          { check: 'sud', status: 'done', result },
          { check: 'osago', status: 'done', result: osago([policy('Действует', '2020-01-01', '2099-12-31')]) },
        ]}
      />,
      { locale: 'en' },
    );
    const card = screen.getByTestId('result-sud');
    expect(card).toHaveAttribute('data-standing', 'warning');
    expect(cardVerdict(card)).toEqual({ standing: 'Warning', reason: 'The person is a side in court cases' });
    expect(card).not.toHaveTextContent('Checked');
    expect(within(card).getByText('2-1234/2024')).toBeInTheDocument();
    // the register's own words on an English page: quoted, marked Russian
    expect(within(card).getByText('“ст. 395 ГК РФ”')).toHaveAttribute('lang', 'ru');
    expect(within(card).getByText('“ООО «Кредит»; Должников П. И.”')).toHaveAttribute('lang', 'ru');
    expect(screen.getByTestId('verification-summary')).toHaveAttribute('data-standing', 'warning');
  }, 30_000);

  it('reads -100 as nothing found, a success', () => {
    renderWithApp(
      <CheckResults entries={[{ check: 'sud', status: 'done', result: { resultCode: -100, cases: [] } }]} />,
    );
    const card = screen.getByTestId('result-sud');
    expect(card).toHaveAttribute('data-standing', 'success');
    expect(cardVerdict(card)).toEqual({ standing: 'Норма', reason: 'Судебных дел не найдено' });
  }, 30_000);
});
