import { registerListSchema, type RegisterList } from '@cargo-sentry/contracts/registers/registers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';

/** `GET registers`: every verification register with its row count and latest import. */
export function getRegisters(signal?: AbortSignal): Promise<RegisterList> {
  return api.get('/{product}/registers', registerListSchema, { signal, quiet: true });
}

export const registersQueryOptions = () =>
  queryOptions({ queryKey: ['registers'], queryFn: ({ signal }) => getRegisters(signal) });

export function useRegisters() {
  return useQuery(registersQueryOptions());
}
