import { registrationResultSchema, type Registration } from '@cargo-sentry/contracts/auth/auth';
import { optionListSchema } from '@cargo-sentry/contracts/platform/platform';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';

export function register(form: Registration) {
  return api.post('/{product}/registration', form, registrationResultSchema, { quiet: true });
}

export const officeFunctionsQuery = queryOptions({
  queryKey: ['registration', 'office_function'],
  queryFn: () => api.get('/{product}/office_function', optionListSchema),
  staleTime: Infinity,
});

export const fieldsOfActivityQuery = queryOptions({
  queryKey: ['registration', 'field_of_activity'],
  queryFn: () => api.get('/{product}/field_of_activity', optionListSchema),
  staleTime: Infinity,
});
