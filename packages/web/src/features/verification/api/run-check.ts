import type { NormalizedTransportForm, VerificationCheck } from '@cargo-sentry/contracts/verification-form';
import {
  driverResultSchema,
  fsspResultSchema,
  osagoResultSchema,
  riskResultSchema,
  sudResultSchema,
} from '@cargo-sentry/contracts/verification-results';
import type { z } from 'zod';
import { api } from '@/shared/api-client/api-client';

/** The response schema of each check with a server endpoint. */
const checkResultSchemas: Partial<Record<VerificationCheck, z.ZodType>> = {
  risk: riskResultSchema,
  osago: osagoResultSchema,
  driver: driverResultSchema,
  fssp: fsspResultSchema,
  sud: sudResultSchema,
};

/** Runs one check of a ticket with the normalised form; its card shows a failure, not the errors field. */
export function runCheck(check: VerificationCheck, ticket: string, form: NormalizedTransportForm): Promise<unknown> {
  const schema = checkResultSchemas[check];
  if (!schema) return Promise.reject(new Error(`no endpoint for the ${check} check yet`));
  return api.post(`/{product}/verification/${check}`, { ...form, ticket }, schema, { quiet: true });
}
