import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildTrustPerson } from '@/test/factories';
import { cardVerdict } from '@/test/card-verdict';
import { renderWithApp } from '@/test/render';
import { CheckResults } from './check-results';

const failed = (check: 'passport_complex' | 'phone' | 'trust_person') => ({
  check,
  status: 'failed' as const,
  errorCode: 'service_unavailable',
});

describe('the passport card', () => {
  it('calls a passport on the invalid list not valid (alert) with the register answer, and no match meter', () => {
    const result = { description: 'Недействителен', score: 0 };
    renderWithApp(<CheckResults entries={[{ check: 'passport_complex', status: 'done', result }]} />);
    const card = screen.getByTestId('result-passport_complex');
    expect(card).toHaveAttribute('data-standing', 'alert');
    expect(cardVerdict(card)).toEqual({ standing: 'Тревога', reason: 'Паспорт в списке недействительных' });
    expect(within(card).getByText('Ответ реестра: Недействителен')).toBeInTheDocument();
    // no person is compared with a listed passport: no 0 % "match" beside the verdict
    expect(within(card).queryByRole('progressbar')).toBeNull();
  }, 30_000);

  it('calls a valid passport of this person valid, with a full meter', () => {
    const result = { description: 'Действителен', score: 100 };
    renderWithApp(<CheckResults entries={[{ check: 'passport_complex', status: 'done', result }]} />, {
      locale: 'en',
    });
    const card = screen.getByTestId('result-passport_complex');
    expect(card).toHaveAttribute('data-standing', 'success');
    expect(cardVerdict(card)).toEqual({
      standing: 'Clear',
      reason: 'The passport is valid and belongs to this person',
    });
    expect(within(card).getByText('Register answer: Valid')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: "Match with the person's data: 100%" })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  }, 30_000);

  it('calls a known number whose holder data differ not confirmed (warning), not invalid', () => {
    const result = { description: 'Данные владельца не совпадают: дата рождения', score: 35 };
    renderWithApp(<CheckResults entries={[{ check: 'passport_complex', status: 'done', result }]} />, {
      locale: 'en',
    });
    const card = screen.getByTestId('result-passport_complex');
    expect(card).toHaveAttribute('data-standing', 'warning');
    expect(cardVerdict(card).standing).toBe('Warning');
    expect(card).toHaveTextContent("The passport is not confirmed: the holder's data differ");
    // the register's known sentence, said in English
    expect(within(card).getByText("Register answer: The holder's data differ: date of birth")).toBeInTheDocument();
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '35');
  }, 30_000);

  it('shows a 503 as not carried out with the docs/product.md#verification-errors text', () => {
    renderWithApp(<CheckResults entries={[failed('passport_complex')]} />);
    const card = screen.getByTestId('result-passport_complex');
    expect(card).toHaveAttribute('data-standing', 'not_carried_out');
    expect(cardVerdict(card)).toEqual({ standing: 'Не выполнена', reason: 'Извините, возникла ошибка.' });
    expect(within(card).queryByRole('progressbar')).toBeNull();
  }, 30_000);
});

describe('the phone card', () => {
  it('calls a phone registered to someone else not confirmed, with the operator message', () => {
    const result = { operationResult: false, operationMessage: 'Номер зарегистрирован на другое лицо' };
    renderWithApp(<CheckResults entries={[{ check: 'phone', status: 'done', result }]} />);
    const card = screen.getByTestId('result-phone');
    expect(card).toHaveAttribute('data-standing', 'warning');
    expect(cardVerdict(card)).toEqual({
      standing: 'Внимание',
      reason: 'Телефон не подтверждён: он не зарегистрирован на этого человека',
    });
    expect(within(card).getByText('Ответ оператора: Номер зарегистрирован на другое лицо')).toBeInTheDocument();
  }, 30_000);

  it('calls a phone registered to the person confirmed', () => {
    const result = { operationResult: true, operationMessage: 'Номер зарегистрирован на это лицо' };
    renderWithApp(<CheckResults entries={[{ check: 'phone', status: 'done', result }]} />, { locale: 'en' });
    const card = screen.getByTestId('result-phone');
    expect(card).toHaveAttribute('data-standing', 'success');
    expect(cardVerdict(card)).toEqual({
      standing: 'Clear',
      reason: 'The phone is confirmed: it is registered to this person',
    });
    expect(within(card).getByText("Operator's answer: The number is registered to this person")).toBeInTheDocument();
  }, 30_000);

  it('shows a 503 as not carried out', () => {
    renderWithApp(<CheckResults entries={[failed('phone')]} />, { locale: 'en' });
    const card = screen.getByTestId('result-phone');
    expect(card).toHaveAttribute('data-standing', 'not_carried_out');
    expect(within(card).getByText('Sorry, an error has occurred.')).toBeInTheDocument();
  }, 30_000);
});

describe('the trust person card', () => {
  const rowOf = (card: HTMLElement, category: string) =>
    within(card)
      .getByRole('rowheader', { name: new RegExp(category) })
      .closest('tr') as HTMLElement;

  it('raises an alert on RED in categories 1–3 and shows each category as a coloured value', () => {
    const result = buildTrustPerson({ c2: ['RED: розыск', 'GREEN'], c4: 'YELLOW', c5: null });
    renderWithApp(<CheckResults entries={[{ check: 'trust_person', status: 'done', result }]} />);
    const card = screen.getByTestId('result-trust_person');
    expect(card).toHaveAttribute('data-standing', 'alert');
    expect(cardVerdict(card)).toEqual({
      standing: 'Тревога',
      reason: 'Красный в категориях 1–3: розыск, судимость или стоп-лист',
    });
    expect(within(card).getByRole('table', { name: 'Категории благонадёжности' })).toBeInTheDocument();
    const record = rowOf(card, 'Судимость за хищение грузов или мошенничество');
    // a finding: its colour as a badge, then the provider's words without the colour prefix
    expect(within(record).getByText('розыск')).toBeInTheDocument();
    expect(within(record).getByText('Красный').closest('[data-color]')).toHaveAttribute('data-color', 'red');
    expect(within(record).queryByText(/RED/)).toBeNull();
    expect(within(record).getByText('Зелёный')).toBeInTheDocument();
    expect(
      within(rowOf(card, 'Нарушения ПДД и лишения прав')).getByText('Жёлтый').closest('[data-color]'),
    ).toHaveAttribute('data-color', 'yellow');
    expect(within(rowOf(card, 'Долги и банкротство')).getByText('нет сведений')).toBeInTheDocument();
    expect(within(card).getByText(/Красный в категориях 1–3 — тревога/)).toBeInTheDocument();
  }, 30_000);

  it('raises a warning on RED in categories 4–6 only', () => {
    renderWithApp(
      <CheckResults entries={[{ check: 'trust_person', status: 'done', result: buildTrustPerson({ c6: 'RED' }) }]} />,
      { locale: 'en' },
    );
    const card = screen.getByTestId('result-trust_person');
    expect(card).toHaveAttribute('data-standing', 'warning');
    expect(cardVerdict(card).standing).toBe('Warning');
    expect(within(rowOf(card, 'Complaints of shippers and carriers')).getByText('Red')).toBeInTheDocument();
  }, 30_000);

  it('shows a clean person as a success and -100 as nothing found', () => {
    const { unmount } = renderWithApp(
      <CheckResults entries={[{ check: 'trust_person', status: 'done', result: buildTrustPerson() }]} />,
      { locale: 'en' },
    );
    expect(screen.getByTestId('result-trust_person')).toHaveAttribute('data-standing', 'success');
    expect(cardVerdict(screen.getByTestId('result-trust_person'))).toEqual({
      standing: 'Clear',
      reason: 'No red marks',
    });
    unmount();
    const nothing = buildTrustPerson({ resultCode: -100, c1: null, c2: null, c4: null, c6: null });
    renderWithApp(<CheckResults entries={[{ check: 'trust_person', status: 'done', result: nothing }]} />, {
      locale: 'en',
    });
    const card = screen.getByTestId('result-trust_person');
    expect(card).toHaveAttribute('data-standing', 'success');
    expect(cardVerdict(card)).toEqual({ standing: 'Clear', reason: 'Nothing is known about this person' });
    expect(within(card).queryByRole('table')).toBeNull();
  }, 30_000);

  it('shows another negative code and a 503 as not carried out', () => {
    renderWithApp(
      <CheckResults
        entries={[
          { check: 'trust_person', status: 'done', result: buildTrustPerson({ resultCode: -1 }) },
          failed('phone'),
        ]}
      />,
    );
    expect(screen.getByTestId('result-trust_person')).toHaveAttribute('data-standing', 'not_carried_out');
    expect(within(screen.getByTestId('result-trust_person')).queryByRole('table')).toBeNull();
    expect(screen.getByTestId('verification-summary')).toHaveAttribute('data-standing', 'not_carried_out');
  }, 30_000);
});
