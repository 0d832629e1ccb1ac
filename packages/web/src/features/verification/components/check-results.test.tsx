import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardVerdict } from '@/test/card-verdict';
import { renderWithApp } from '@/test/render';
import { CheckResults } from './check-results';

const alertRisk = {
  resultCode: 0,
  resultMessage: '',
  list: [{ id: 42, date: '2025-03-07', place: 'Тверь', price: 1234567, matched_by: ['vehicle_plate'], link: '/x' }],
  ati_inns: [],
  ati_link: 'https://ati.su/firms/12345/info',
  ati_id: '12345',
};

describe('CheckResults', () => {
  it('puts the worst class in the summary and lists the matching incident as a link', () => {
    renderWithApp(<CheckResults entries={[{ check: 'risk', status: 'done', result: alertRisk }]} />);
    expect(screen.getByTestId('verification-summary')).toHaveTextContent('Найдены тревожные совпадения');
    const card = screen.getByTestId('result-risk');
    expect(card).toHaveAttribute('data-standing', 'alert');
    expect(cardVerdict(card)).toEqual({
      standing: 'Тревога',
      reason: 'Госномер или VIN совпал с инцидентом в нашей базе',
    });
    expect(card).not.toHaveTextContent('Проверено');
    expect(within(card).getAllByRole('link', { name: 'Инцидент от 07.03.2025' })[0]).toHaveAttribute(
      'href',
      '/incidents/view/42',
    );
    expect(within(card).getByText('1 234 567 ₽')).toBeInTheDocument();
    expect(within(card).getByText('госномер ТС')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Открыть на ATI.su' })).toHaveAttribute(
      'href',
      'https://ati.su/firms/12345/info',
    );
  }, 30_000);

  it('links the plate and the phone a check was about to the link explorer, in both languages', () => {
    const subject = { autoGos: 'А123ВС77', phone: '+79123456789' };
    const phone = { operationResult: true, operationMessage: 'Номер принадлежит этому лицу' };
    const { unmount } = renderWithApp(
      <CheckResults
        entries={[
          { check: 'risk', status: 'done', result: alertRisk },
          { check: 'phone', status: 'done', result: phone },
        ]}
        subject={subject}
      />,
    );
    expect(within(screen.getByTestId('result-risk')).getByRole('link', { name: 'Связи: А123ВС77' })).toHaveAttribute(
      'href',
      `/links?kind=plate&value=${encodeURIComponent('А123ВС77')}`,
    );
    expect(
      within(screen.getByTestId('result-phone')).getByRole('link', { name: 'Связи: +79123456789' }),
    ).toHaveAttribute('href', '/links?kind=phone&value=%2B79123456789');
    unmount();
    renderWithApp(<CheckResults entries={[{ check: 'risk', status: 'done', result: alertRisk }]} subject={subject} />, {
      locale: 'en',
    });
    expect(screen.getByRole('link', { name: 'Links of А123ВС77' })).toHaveTextContent('Links');
  }, 30_000);

  it('shows a failed check as not carried out with the docs/product.md#verification-errors text', () => {
    renderWithApp(<CheckResults entries={[{ check: 'risk', status: 'failed', errorCode: 'internal' }]} />, {
      locale: 'en',
    });
    const card = screen.getByTestId('result-risk');
    expect(card).toHaveAttribute('data-standing', 'not_carried_out');
    expect(cardVerdict(card)).toEqual({ standing: 'Not run', reason: 'Sorry, an error has occurred.' });
    expect(screen.getByTestId('verification-summary')).toHaveTextContent('Some checks were not carried out');
  }, 30_000);
});
