import { describe, expect, it } from 'vitest';
import { checkVerdictOf } from './check-verdict';

const today = '2026-06-01';

describe('checkVerdictOf', () => {
  it('reads a red finding of the trust check c1 as a wanted person, and its alert', () => {
    const answer = {
      resultCode: 0,
      c1: ['RED: Мошенничество; в розыске с 01.03.2024'],
      c2: 'RED',
      c3: null,
      c4: null,
      c5: null,
      c6: null,
    };
    expect(checkVerdictOf('trust_person', answer, today)).toEqual({ standing: 'alert', wanted: true });
  });

  it('does not read red in c2 alone as wanted', () => {
    const answer = { resultCode: 0, c1: 'GREEN', c2: 'RED', c3: null, c4: null, c5: null, c6: null };
    expect(checkVerdictOf('trust_person', answer, today)).toEqual({ standing: 'alert', wanted: false });
  });

  it('reads the driver check’s wanted flag', () => {
    const answer = {
      wanted: true,
      status: 'Действует',
      drivingLicenseExpiryDate: '2030-01-01',
      drivingLicenseCategory: 'C',
      decisionList: [],
    };
    expect(checkVerdictOf('driver', answer, today)).toEqual({ standing: 'alert', wanted: true });
    expect(checkVerdictOf('driver', { ...answer, wanted: false }, today)).toEqual({
      standing: 'success',
      wanted: false,
    });
  });

  it('gives an invalid passport an alert and no wanted person', () => {
    expect(checkVerdictOf('passport_complex', { description: 'Недействителен', score: 0 }, today)).toEqual({
      standing: 'alert',
      wanted: false,
    });
  });

  it('reads a failed check as not carried out, never as wanted', () => {
    expect(checkVerdictOf('trust_person', { not_carried_out: true }, today)).toEqual({
      standing: 'not_carried_out',
      wanted: false,
    });
  });
});
