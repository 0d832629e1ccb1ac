import { isValidAtiId } from '@cargo-sentry/contracts/shared/identifiers';
import type { TransportForm } from '@cargo-sentry/contracts/verification/form';
import type { FindAtiSuIdResult } from '@cargo-sentry/contracts/verification/results';
import type { CheckContext, VerificationCheckModule } from '../run-check';
import { askProvider } from './not-carried-out';

/**
 * The ATI id lookup (docs/product.md#verification-calls `GET find_ati_su_id`, docs/product.md#identifier-formats "ATI id: digits only, at least 5"): the
 * ATI.su ids registered to a company's INN. Not in the admin's list, so never disabled (0012).
 */
export const findAtiSuIdCheck: VerificationCheckModule<FindAtiSuIdResult> = {
  name: 'find_ati_su_id',
  inputsOf: (form: TransportForm) => ({ inn: form.inn }),
  async run({ provider, log }: CheckContext, _user, form: TransportForm): Promise<FindAtiSuIdResult> {
    return askProvider(log, 'find_ati_su_id', async () => {
      const ids = await provider.atiIds({ inn: form.inn! });
      return { ati_ids: [...new Set(ids)].filter(isValidAtiId) };
    });
  },
};
