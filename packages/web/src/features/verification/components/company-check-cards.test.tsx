import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildParticipation } from '@/test/factories';
import { cardVerdict } from '@/test/card-verdict';
import { renderWithApp } from '@/test/render';
import { CheckResults } from './check-results';

const failed = (check: 'reputation' | 'participant' | 'find_ati_su_id' | 'phone') => ({
  check,
  status: 'failed' as const,
  errorCode: 'service_unavailable',
});

describe('the reputation card', () => {
  it('raises an alert on a liquidated company and lists its identifiers, status, date and flags', () => {
    const result = {
      Items: [
        buildCompany({
          name: 'ООО «Однодневка»',
          inn: '7701234567',
          ogrn: '1157746000001',
          status: 'Ликвидировано',
          registrationDate: '2015-01-20',
          flags: ['Массовый адрес', 'Реестр недобросовестных поставщиков'],
        }),
      ],
    };
    renderWithApp(<CheckResults entries={[{ check: 'reputation', status: 'done', result }]} />);
    const card = screen.getByTestId('result-reputation');
    expect(card).toHaveAttribute('data-standing', 'alert');
    expect(cardVerdict(card)).toEqual({ standing: 'Тревога', reason: 'Компания с этим ИНН прекратила существование' });
    expect(card).not.toHaveTextContent('Проверено');
    const company = within(within(card).getByRole('list', { name: 'Компании с этим ИНН' })).getByRole('listitem');
    expect(within(company).getByText('ООО «Однодневка»')).toBeInTheDocument();
    expect(
      within(company).getByText('ИНН 7701234567 · ОГРН 1157746000001 · Зарегистрирована 20.01.2015'),
    ).toBeInTheDocument();
    expect(within(company).getByText('Ликвидировано').closest('[data-state]')).toHaveAttribute('data-state', 'defunct');
    expect(within(company).getByText('Массовый адрес')).toBeInTheDocument();
    expect(within(company).getByText('Реестр недобросовестных поставщиков')).toBeInTheDocument();
  }, 30_000);

  it('shows an active company without flags as a success', () => {
    renderWithApp(
      <CheckResults entries={[{ check: 'reputation', status: 'done', result: { Items: [buildCompany()] } }]} />,
      {
        locale: 'en',
      },
    );
    const card = screen.getByTestId('result-reputation');
    expect(card).toHaveAttribute('data-standing', 'success');
    expect(cardVerdict(card)).toEqual({ standing: 'Clear', reason: 'The company is active, with no flags' });
    // the register's status is a known word: said in English, not quoted
    expect(within(card).getByText('Active').closest('[data-state]')).toHaveAttribute('data-state', 'active');
    expect(within(card).getByText('No flags')).toBeInTheDocument();
  }, 30_000);

  it('warns when a flag is found on an active company, and when no company has the INN', () => {
    const flagged = { Items: [buildCompany({ flags: ['Массовый адрес'] })] };
    const { unmount } = renderWithApp(
      <CheckResults entries={[{ check: 'reputation', status: 'done', result: flagged }]} />,
    );
    expect(screen.getByTestId('result-reputation')).toHaveAttribute('data-standing', 'warning');
    unmount();
    renderWithApp(<CheckResults entries={[{ check: 'reputation', status: 'done', result: { Items: [] } }]} />, {
      locale: 'en',
    });
    const card = screen.getByTestId('result-reputation');
    expect(card).toHaveAttribute('data-standing', 'warning');
    expect(cardVerdict(card)).toEqual({ standing: 'Warning', reason: 'No company with this INN in the register' });
  }, 30_000);

  it('shows a 503 as not carried out', () => {
    renderWithApp(<CheckResults entries={[failed('reputation')]} />);
    const card = screen.getByTestId('result-reputation');
    expect(card).toHaveAttribute('data-standing', 'not_carried_out');
    expect(within(card).getByText('Извините, возникла ошибка.')).toBeInTheDocument();
  }, 30_000);
});

describe('the participation card', () => {
  it('lists the companies with role, share and status, and warns on a liquidated one', () => {
    const result = {
      participations: [
        buildParticipation(),
        buildParticipation({
          name: 'ООО «Ликвидированная»',
          inn: '7709876543',
          ogrn: null,
          role: 'Генеральный директор',
          share: null,
          status: 'Ликвидировано',
        }),
      ],
    };
    renderWithApp(<CheckResults entries={[{ check: 'participant', status: 'done', result }]} />);
    const card = screen.getByTestId('result-participant');
    expect(card).toHaveAttribute('data-standing', 'warning');
    expect(within(card).getByText('Найдено 2 компании')).toBeInTheDocument();
    const table = within(card).getByRole('table', { name: 'Компании, в которых участвует человек' });
    const [, founder, director] = within(table).getAllByRole('row');
    expect(within(founder).getByText('ООО «Надёжный перевозчик»')).toBeInTheDocument();
    expect(within(founder).getByText('Учредитель')).toBeInTheDocument();
    expect(within(founder).getByText('50 %')).toBeInTheDocument();
    expect(within(founder).getByText('ИНН 7707083893 · ОГРН 1027700132195')).toBeInTheDocument();
    expect(within(director).getByText('Генеральный директор')).toBeInTheDocument();
    expect(within(director).getByText('—')).toBeInTheDocument();
    expect(within(director).getByText('ИНН 7709876543')).toBeInTheDocument();
    expect(within(director).getByText('Ликвидировано').closest('[data-state]')).toHaveAttribute(
      'data-state',
      'defunct',
    );
  }, 30_000);

  it('shows active companies as information (success) with a fractional share', () => {
    const result = { participations: [buildParticipation({ share: 33.33 })] };
    renderWithApp(<CheckResults entries={[{ check: 'participant', status: 'done', result }]} />, { locale: 'en' });
    const card = screen.getByTestId('result-participant');
    expect(card).toHaveAttribute('data-standing', 'success');
    expect(within(card).getByText('1 company found')).toBeInTheDocument();
    expect(within(card).getByText('33.33%')).toBeInTheDocument();
  }, 30_000);

  it('shows no participation as a success', () => {
    renderWithApp(
      <CheckResults entries={[{ check: 'participant', status: 'done', result: { participations: [] } }]} />,
    );
    const card = screen.getByTestId('result-participant');
    expect(card).toHaveAttribute('data-standing', 'success');
    expect(cardVerdict(card)).toEqual({ standing: 'Норма', reason: 'Участия в компаниях нет' });
  }, 30_000);

  it('shows a 503 as not carried out', () => {
    renderWithApp(<CheckResults entries={[failed('participant')]} />, { locale: 'en' });
    expect(screen.getByTestId('result-participant')).toHaveAttribute('data-standing', 'not_carried_out');
    expect(cardVerdict(screen.getByTestId('result-participant')).standing).toBe('Not run');
  }, 30_000);
});

describe('the ATI id card', () => {
  it('links each id found to its ATI.su firm page', () => {
    const result = { ati_ids: ['123456', '7654321'] };
    renderWithApp(<CheckResults entries={[{ check: 'find_ati_su_id', status: 'done', result }]} />);
    const card = screen.getByTestId('result-find_ati_su_id');
    expect(card).toHaveAttribute('data-standing', 'success');
    const link = within(card).getByRole('link', { name: 'Код ATI 123456: открыть на ATI.su' });
    expect(link).toHaveAttribute('href', 'https://ati.su/firms/123456/info');
    expect(link).toHaveTextContent('123456');
    expect(within(card).getByRole('link', { name: /7654321/ })).toHaveAttribute(
      'href',
      'https://ati.su/firms/7654321/info',
    );
  }, 30_000);

  it('warns when the INN has no ATI id', () => {
    renderWithApp(<CheckResults entries={[{ check: 'find_ati_su_id', status: 'done', result: { ati_ids: [] } }]} />, {
      locale: 'en',
    });
    const card = screen.getByTestId('result-find_ati_su_id');
    expect(card).toHaveAttribute('data-standing', 'warning');
    expect(cardVerdict(card)).toEqual({
      standing: 'Warning',
      reason: 'No ATI id for this INN: reviews and history on ATI.su cannot be checked',
    });
    expect(within(card).queryByRole('link')).toBeNull();
  }, 30_000);

  it('shows a 503 as not carried out', () => {
    renderWithApp(<CheckResults entries={[failed('find_ati_su_id')]} />);
    expect(screen.getByTestId('result-find_ati_su_id')).toHaveAttribute('data-standing', 'not_carried_out');
  }, 30_000);
});

describe('the summary with the company checks', () => {
  it('puts the worst first: the reputation alert, the ATI warning, the participation success, the failed phone', () => {
    renderWithApp(
      <CheckResults
        entries={[
          { check: 'participant', status: 'done', result: { participations: [] } },
          { check: 'find_ati_su_id', status: 'done', result: { ati_ids: [] } },
          { check: 'reputation', status: 'done', result: { Items: [buildCompany({ status: 'Ликвидировано' })] } },
          failed('phone'),
        ]}
      />,
      { locale: 'en' },
    );
    expect(screen.getByTestId('verification-summary')).toHaveAttribute('data-standing', 'alert');
    const cards = screen.getAllByTestId(/^result-/).map((card) => card.dataset.testid);
    expect(cards).toEqual(['result-reputation', 'result-find_ati_su_id', 'result-participant', 'result-phone']);
    // each class in words with its checks, readable without colour (WCAG 1.4.1)
    expect(screen.getByTestId('summary-alert')).toHaveTextContent('AlertCompany reputation');
    expect(screen.getByTestId('summary-warning')).toHaveTextContent('WarningATI id by INN');
    expect(screen.getByTestId('summary-success')).toHaveTextContent('ClearCompany participation');
    expect(screen.getByTestId('summary-not_carried_out')).toHaveTextContent('Not runPhone');
  }, 30_000);
});
