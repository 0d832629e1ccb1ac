import type { ConsistencyResult } from '@cargo-sentry/contracts/identity-links/consistency';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardVerdict } from '@/test/card-verdict';
import { renderWithApp } from '@/test/render';
import { CheckResults } from './check-results';

const result: ConsistencyResult = {
  class: 'alert',
  resultCode: 0,
  resultMessage: '',
  findings: [
    {
      rule: 'plate_vin_mismatch',
      class: 'alert',
      message: {
        ru: 'Госномер А123ВС77 встречался с другим VIN: 02.11.2025 (инцидент № 17): VIN XTA21099011111111',
        en: 'The plate “А123ВС77” was seen with another VIN: 02.11.2025 (incident No. 17): VIN XTA21099011111111',
      },
      sources: [{ kind: 'incident', id: '17', date: '2025-11-02', own: true, link: '/incidents/view/17' }],
    },
    {
      rule: 'phone_other_person',
      class: 'warning',
      message: {
        ru: 'Телефон +79123456789 указывали с другим человеком: 12.11.2026 (проверка другой компании)',
        en: "The phone +79123456789 was given with another person: 12.11.2026 (another company's check)",
      },
      sources: [{ kind: 'ticket', id: null, date: '2026-11-12', own: false, link: null }],
    },
  ],
};

const subject = { autoGos: 'А123ВС77', phone: '+79123456789' };

function render(locale: 'ru' | 'en', answer: ConsistencyResult = result) {
  const { unmount } = renderWithApp(
    <CheckResults entries={[{ check: 'consistency', status: 'done', result: answer }]} subject={subject} />,
    { locale },
  );
  return Object.assign(screen.getByTestId('result-consistency'), { unmount });
}

describe('the identity-consistency card', () => {
  it('says each finding’s class, rule and message in Russian, with its sources and a link to the incident', () => {
    const card = render('ru');
    expect(card).toHaveAttribute('data-standing', 'alert');
    expect(cardVerdict(card)).toEqual({
      standing: 'Тревога',
      reason: 'Данные не сходятся с другими проверками, инцидентами или реестрами',
    });
    const findings = within(within(card).getByRole('list', { name: 'Что нашла проверка согласованности' }))
      .getAllByRole('listitem')
      .filter((item) => item.dataset.rule);
    expect(findings).toHaveLength(2);
    const [clone, phone] = findings;
    expect(within(clone).getByText('Тревога')).toBeInTheDocument();
    expect(within(clone).getByText('Госномер и VIN не сходятся')).toBeInTheDocument();
    expect(within(clone).getByText(/^Госномер А123ВС77 встречался с другим VIN/)).toBeInTheDocument();
    const incident = within(clone).getByRole('link', { name: 'Инцидент № 17' });
    expect(incident).toHaveAttribute('href', '/incidents/view/17');
    expect(within(clone).getByRole('list', { name: 'Где и когда' })).toHaveTextContent('02.11.2025 · Инцидент № 17');

    expect(within(phone).getByText('Внимание')).toBeInTheDocument();
    expect(within(phone).getByRole('list', { name: 'Где и когда' })).toHaveTextContent(
      '12.11.2026 · Проверка другой компании',
    );
    // another company's check has nothing to open; the finding opens the explorer on the form's phone
    expect(within(phone).getAllByRole('link')).toHaveLength(1);
    expect(within(phone).getByRole('link', { name: 'Связи: +79123456789' })).toHaveAttribute(
      'href',
      '/links?kind=phone&value=%2B79123456789',
    );
    expect(within(clone).getByRole('link', { name: 'Связи: А123ВС77' })).toBeInTheDocument();
  }, 30_000);

  it('opens a source where the server says it opens, and a colleague’s check nowhere', () => {
    const card = render('en', {
      ...result,
      findings: [
        {
          ...result.findings[1],
          sources: [
            { kind: 'ticket', id: 'b1c2', date: '2026-11-20', own: true, link: '/verification?ticket=b1c2' },
            // the company's check, a colleague's: shown whole, not in this user's history
            { kind: 'ticket', id: 'c3d4', date: '2026-11-19', own: true, link: null },
            { kind: 'register_wanted', id: '9', date: '2026-10-01', own: true, link: null },
          ],
        },
      ],
    });
    expect(within(card).getByRole('link', { name: 'Check' })).toHaveAttribute('href', '/verification?ticket=b1c2');
    expect(card).toHaveTextContent('19.11.2026 · Check');
    // the registers page is staff's: a user reads the register's name without a link
    expect(within(card).getAllByRole('link')).toHaveLength(2);
    expect(card).toHaveTextContent('01.10.2026 · Wanted list');
  }, 30_000);

  it('speaks English on an English page', () => {
    const card = render('en');
    expect(cardVerdict(card).reason).toBe('The data contradict other checks, incidents or registers');
    expect(within(card).getByText('2 findings')).toBeInTheDocument();
    expect(within(card).getByText('Phone given with other people')).toBeInTheDocument();
    expect(within(card).getByText(/^The phone \+79123456789 was given with another person/)).toBeInTheDocument();
    expect(within(card).getByText(/Another company's check/)).toBeInTheDocument();
  }, 30_000);

  it('is a success that says so when nothing was found, and one that informs when only information was', () => {
    const clean = render('ru', { class: 'success', resultCode: 0, resultMessage: '', findings: [] });
    expect(cardVerdict(clean)).toEqual({
      standing: 'Норма',
      reason: 'Противоречий с другими проверками, инцидентами и реестрами нет',
    });
    expect(clean).toHaveTextContent('не противоречат другим проверкам');
    clean.unmount();

    const officer = result.findings[0];
    const informed = render('en', {
      class: 'success',
      resultCode: 0,
      resultMessage: '',
      findings: [{ ...officer, rule: 'driver_is_carrier_officer', class: 'info' }],
    });
    expect(informed).toHaveAttribute('data-standing', 'success');
    expect(cardVerdict(informed).reason).toBe('No contradictions, but something to note');
    expect(within(informed).getByText('Note')).toBeInTheDocument();
  }, 30_000);
});
