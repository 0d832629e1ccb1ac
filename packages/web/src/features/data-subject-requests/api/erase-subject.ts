import {
  subjectErasureAnswerSchema,
  type SubjectErasure,
  type SubjectErasureAnswer,
} from '@cargo-sentry/contracts/personal-data-requests/requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';
import { subjectSearchKey } from './search-subject';

function eraseSubject(request: SubjectErasure): Promise<SubjectErasureAnswer> {
  return api.post('/{product}/personal_data/erase', request, subjectErasureAnswerSchema, { quiet: true });
}

/** `POST personal_data/erase` (staff): erases or masks the person's data with a reason; the search shows what is left. */
export function useEraseSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseSubject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subjectSearchKey }),
  });
}
