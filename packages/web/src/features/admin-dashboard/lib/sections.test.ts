import { describe, expect, it } from 'vitest';
import { sectionsFor } from './sections';

describe('the administration dashboard sections', () => {
  it('shows staff every section', () => {
    expect(sectionsFor({ is_staff: true, can_do_reports: false }).map((s) => s.key)).toEqual([
      'users',
      'api_users',
      'verifications',
      'reports',
      'notifications',
      'upload_incidents',
      'registers',
      'identity_links',
      'audit',
      'security_events',
      'commercial_prudence',
      'personal_data',
    ]);
  });

  it('shows a reports user only the staff-or-reports sections of docs/product.md#staff-or-reports-pages', () => {
    expect(sectionsFor({ is_staff: false, can_do_reports: true }).map((s) => s.key)).toEqual([
      'reports',
      'commercial_prudence',
      'personal_data',
    ]);
  });

  it('shows anyone else nothing', () => {
    expect(sectionsFor({ is_staff: false, can_do_reports: false })).toEqual([]);
    expect(sectionsFor(null)).toEqual([]);
  });
});
