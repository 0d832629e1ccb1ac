import { describe, expect, it } from 'vitest';
import { withoutDefaults } from './without-defaults';

describe('withoutDefaults', () => {
  it('keeps only the values that are set and differ from their defaults', () => {
    expect(
      withoutDefaults(
        { s: 'ООО', status: 'all', ordering: '-date_joined', page: '1', empty: '', missing: undefined },
        { page: '1', status: 'all', ordering: 'email' },
      ),
    ).toEqual({ s: 'ООО', ordering: '-date_joined' });
  });

  it('keeps a page other than the first', () => {
    expect(withoutDefaults({ s: '', page: '3' }, { page: '1' })).toEqual({ page: '3' });
  });
});
