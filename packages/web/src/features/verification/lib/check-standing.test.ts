import type { RiskResult } from '@cargo-sentry/contracts/verification/results';
import { describe, expect, it } from 'vitest';
import { viewOf } from './check-standing';

const risk = (overrides: Partial<RiskResult> = {}): RiskResult => ({
  resultCode: 0,
  resultMessage: '',
  list: [],
  ati_inns: [],
  ati_link: null,
  ati_id: null,
  ...overrides,
});
const incident = (matched_by: RiskResult['list'][number]['matched_by']) => ({
  id: 7,
  date: '2025-01-02',
  place: 'Тверь',
  price: 100000,
  matched_by,
  link: '/incidents/view/7',
});

describe('viewOf', () => {
  it('gives a risk answer its class: plate match alert, INN match warning, nothing success', () => {
    const view = (result: RiskResult) => viewOf({ check: 'risk', status: 'done', result }).standing;
    expect(view(risk({ list: [incident(['vehicle_plate'])] }))).toBe('alert');
    expect(view(risk({ list: [incident(['counterparty_inn'])] }))).toBe('warning');
    expect(view(risk())).toBe('success');
  });

  it('shows a negative resultCode as not carried out with the provider message (docs/product.md#verification-errors)', () => {
    const view = viewOf({
      check: 'risk',
      status: 'done',
      result: risk({ resultCode: -1, resultMessage: 'Нет связи' }),
    });
    expect(view).toMatchObject({ standing: 'not_carried_out', message: 'Нет связи' });
  });

  it('marks a failed call not carried out and a running one as running', () => {
    expect(viewOf({ check: 'risk', status: 'failed', errorCode: 'internal' })).toMatchObject({
      standing: 'not_carried_out',
      errorCode: 'internal',
    });
    expect(viewOf({ check: 'risk', status: 'running' }).isRunning).toBe(true);
  });

  it('judges a licence on the day given: printed 2025 expiry extended to 2028 (decree of 2022–2025)', () => {
    const result = {
      wanted: false,
      status: 'Действует',
      drivingLicenseExpiryDate: '2025-05-20',
      drivingLicenseCategory: 'B',
      decisionList: [],
    };
    expect(viewOf({ check: 'driver', status: 'done', result }, '2028-05-20').standing).toBe('success');
    expect(viewOf({ check: 'driver', status: 'done', result }, '2028-05-21').standing).toBe('alert');
  });

  it('reads a sud -100 as a success and another negative code as not carried out', () => {
    expect(viewOf({ check: 'sud', status: 'done', result: { resultCode: -100, cases: [] } }).standing).toBe('success');
    expect(viewOf({ check: 'sud', status: 'done', result: { resultCode: -1, cases: [] } }).standing).toBe(
      'not_carried_out',
    );
  });
});
