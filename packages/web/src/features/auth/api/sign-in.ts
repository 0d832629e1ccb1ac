import { tokenPairSchema, type TokenRequest } from '@cargo-sentry/contracts/auth/auth';
import { api } from '@/shared/api-client/api-client';

/** `POST /auth/token/`; on success the guest becomes authenticated (docs/product.md#session). */
export async function signIn(credentials: TokenRequest): Promise<void> {
  const pair = await api.post('/auth/token/', credentials, tokenPairSchema, { quiet: true });
  api.signIn(pair);
}
