import { describe, expect, it } from 'vitest';
import type { VerificationCheck } from './form';
import type { CheckStanding } from './rules';
import { standingOfAnswer } from './standing';

const today = '2026-11-23';
const trust = { c1: null, c2: null, c3: null, c4: null, c5: null, c6: null };
const risk = { resultMessage: '', list: [], ati_inns: [], ati_link: null, ati_id: null };
const company = { inn: '7707083893', ogrn: null, name: 'ООО «Ромашка»', status: 'Ликвидировано' };

describe('standingOfAnswer', () => {
  it.each<[string, VerificationCheck, unknown, CheckStanding]>([
    ['risk, nothing matched', 'risk', { ...risk, resultCode: 0 }, 'success'],
    ['osago, no policy', 'osago', { resultCode: 0, resultMessage: '', policies: [] }, 'warning'],
    ['passport valid', 'passport_complex', { description: 'Действителен', score: 100 }, 'success'],
    ['passport invalid', 'passport_complex', { description: 'Недействителен', score: 0 }, 'alert'],
    ['phone not confirmed', 'phone', { operationResult: false, operationMessage: 'Нет' }, 'warning'],
    ['fssp, a debt flag', 'fssp', { found: true, data: [] }, 'warning'],
    ['sud -100: nothing found', 'sud', { resultCode: -100, cases: [] }, 'success'],
    ['trust -100: nothing found', 'trust_person', { ...trust, resultCode: -100 }, 'success'],
    ['trust RED in c2', 'trust_person', { ...trust, resultCode: 0, c2: 'RED' }, 'alert'],
    [
      'driver wanted',
      'driver',
      {
        wanted: true,
        status: 'Действует',
        drivingLicenseExpiryDate: '2030-01-01',
        drivingLicenseCategory: 'B',
        decisionList: [],
      },
      'alert',
    ],
    ['reputation, liquidated', 'reputation', { Items: [{ ...company, registrationDate: null, flags: [] }] }, 'alert'],
    [
      'participation, liquidated',
      'participant',
      { participations: [{ ...company, role: 'Учредитель', share: null }] },
      'warning',
    ],
    ['ATI ids, none', 'find_ati_su_id', { ati_ids: [] }, 'warning'],
  ])('%s → %s', (_, check, answer, standing) => {
    expect(standingOfAnswer(check, answer, today).standing).toBe(standing);
  });

  it('hands back the parsed answer with its class and reason', () => {
    const answer = { ati_ids: ['123456'] };
    expect(standingOfAnswer('find_ati_su_id', answer, today)).toEqual({
      standing: 'success',
      reason: 'found',
      result: answer,
    });
  });

  it.each<[string, VerificationCheck, unknown]>([
    ['risk -1', 'risk', { ...risk, resultCode: -1, resultMessage: 'Нет связи' }],
    [
      'osago -100 (only court and trust read it as nothing found)',
      'osago',
      { resultCode: -100, resultMessage: 'Нет связи', policies: [] },
    ],
  ])('shows the provider message of a negative resultCode as not carried out: %s', (_, check, answer) => {
    expect(standingOfAnswer(check, answer, today)).toEqual({ standing: 'not_carried_out', message: 'Нет связи' });
  });

  it.each<[string, VerificationCheck, unknown]>([
    ['sud -1', 'sud', { resultCode: -1, cases: [] }],
    ['trust -2', 'trust_person', { ...trust, resultCode: -2 }],
    ['a failure stored on a ticket', 'passport_complex', { not_carried_out: true }],
    ['an answer of another check', 'phone', { ati_ids: [] }],
    ['nothing', 'reputation', undefined],
  ])('calls %s not carried out, without a message', (_, check, answer) => {
    expect(standingOfAnswer(check, answer, today)).toEqual({ standing: 'not_carried_out' });
  });

  it.each([
    ['matches', 'alert'],
    ['no_match', 'success'],
    ['no_face', 'warning'],
    ['several_faces', 'warning'],
  ] as const)('classes a face check that says %s as %s', (message_code, standing) => {
    const answer = { matches: [], uploaded_face: null, message: '', message_code };
    expect(standingOfAnswer('face', answer, today).standing).toBe(standing);
  });
});
