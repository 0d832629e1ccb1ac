import { describe, expect, it } from 'vitest';
import { planChecks, runnableChecks } from './check-plan';

const settings = { disabled_checks: [], required_vetting_fields: [], foreign_documents: false };

/** A form that gives every check what it needs (docs/product.md#fields-each-check-needs), photo aside. */
const fullForm = {
  autoGos: 'А123ВС77',
  drivingLicenseNumber: '7700654321',
  drivingLicenseDate: '2018-03-12',
  lastName: 'Должников',
  firstName: 'Пётр',
  midName: 'Ильич',
  birthDate: '1980-04-15',
  passportNumber: '4510123456',
  passportDate: '2005-05-01',
  phone: '+79161234567',
  inn: '7707083893',
};

describe('planChecks', () => {
  it('runs risk and osago on a plate alone, and the face check only with a photo', () => {
    const plan = planChecks({ autoGos: 'А123ВС77' }, settings);
    expect(plan.find((entry) => entry.check === 'risk')).toMatchObject({ runs: true, isAvailable: true });
    expect(plan.find((entry) => entry.check === 'osago')).toMatchObject({ runs: true, isAvailable: true });
    expect(plan.find((entry) => entry.check === 'phone')).toMatchObject({ runs: false, isAvailable: true });
    expect(plan.find((entry) => entry.check === 'face')).toMatchObject({
      runs: false,
      isAvailable: true,
      missing: ['photo'],
    });
    expect(runnableChecks(plan)).toEqual(['risk', 'osago', 'consistency']);
  });

  it('runs all twelve checks but the face on a full form, in the order of the check list', () => {
    expect(runnableChecks(planChecks(fullForm, settings))).toEqual([
      'risk',
      'fssp',
      'osago',
      'driver',
      'passport_complex',
      'phone',
      'trust_person',
      'sud',
      'reputation',
      'participant',
      'find_ati_su_id',
      'consistency',
    ]);
  });

  it('runs the company checks on an INN and names the fields the person checks lack', () => {
    const plan = planChecks({ inn: '7707083893' }, settings);
    expect(runnableChecks(plan)).toEqual(['risk', 'reputation', 'find_ati_su_id', 'consistency']);
    expect(plan.find((entry) => entry.check === 'participant')).toMatchObject({
      runs: false,
      reason: 'missing_fields',
      missing: ['firstName', 'lastName', 'midName', 'passportNumber'],
    });
  });

  it('offers the commercial prudence check on an INN only to a user with commercial prudence (docs/product.md#per-user-verification-settings)', () => {
    const without = planChecks({ inn: '7707083893' }, settings);
    expect(without.map((entry) => entry.check)).not.toContain('prudence');
    const plan = planChecks({ inn: '7707083893' }, { ...settings, enable_commercial_prudence: true });
    expect(runnableChecks(plan)).toEqual(['risk', 'reputation', 'find_ati_su_id', 'prudence', 'consistency']);
    expect(
      planChecks({}, { ...settings, enable_commercial_prudence: true }).find((entry) => entry.check === 'prudence'),
    ).toMatchObject({ runs: false, reason: 'missing_fields', missing: ['inn'] });
  });

  it('explains why risk will not run on an empty form, naming the fields of which one is enough', () => {
    const risk = planChecks({}, settings).find((entry) => entry.check === 'risk');
    expect(risk).toMatchObject({ runs: false, reason: 'at_least_one_field' });
    expect(risk?.missing).toContain('autoGos');
    expect(runnableChecks(planChecks({}, settings))).toEqual([]);
  });

  it('hides the checks an admin disabled for the user', () => {
    const plan = planChecks({ autoGos: 'А123ВС77' }, { ...settings, disabled_checks: ['risk', 'osago'] });
    expect(plan.map((entry) => entry.check)).not.toContain('risk');
    expect(plan.map((entry) => entry.check)).not.toContain('osago');
    // the consistency check is staff's to tune by rule, not an admin's to disable per user
    expect(runnableChecks(plan)).toEqual(['consistency']);
  });

  it('holds risk back while a field the admin requires is empty', () => {
    const risk = planChecks({ autoGos: 'А123ВС77' }, { ...settings, required_vetting_fields: ['inn'] }).find(
      (entry) => entry.check === 'risk',
    );
    expect(risk).toMatchObject({ runs: false, reason: 'required_vetting_fields', missing: ['inn'] });
  });

  it('holds every check back until the required SNILS, e-mail and postcode are filled', () => {
    const required = { ...settings, required_vetting_fields: ['snils', 'email', 'postcode'] };
    const plan = planChecks(fullForm, required);
    expect(runnableChecks(plan)).toEqual([]);
    expect(plan.find((entry) => entry.check === 'reputation')).toMatchObject({
      reason: 'required_vetting_fields',
      missing: ['snils', 'email', 'postcode'],
    });
    const filled = { ...fullForm, snils: '11223344595', email: 'driver@example.com', postcode: '101000' };
    expect(runnableChecks(planChecks(filled, required))).toHaveLength(12);
  });
});
