import { describe, expect, it } from 'vitest';
import { planChecks, runnableChecks } from './check-plan';

const settings = { disabled_checks: [], required_vetting_fields: [], foreign_documents: false };

describe('planChecks', () => {
  it('runs risk and osago on a plate alone and lists the checks without an endpoint as not available', () => {
    const plan = planChecks({ autoGos: 'А123ВС77' }, settings);
    expect(plan.find((entry) => entry.check === 'risk')).toMatchObject({ runs: true, isAvailable: true });
    expect(plan.find((entry) => entry.check === 'osago')).toMatchObject({ runs: true, isAvailable: true });
    expect(plan.find((entry) => entry.check === 'phone')).toMatchObject({ isAvailable: false });
    expect(runnableChecks(plan)).toEqual(['risk', 'osago']);
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
    expect(runnableChecks(plan)).toEqual([]);
  });

  it('holds risk back while a field the admin requires is empty', () => {
    const risk = planChecks({ autoGos: 'А123ВС77' }, { ...settings, required_vetting_fields: ['inn'] }).find(
      (entry) => entry.check === 'risk',
    );
    expect(risk).toMatchObject({ runs: false, reason: 'required_vetting_fields', missing: ['inn'] });
  });
});
