import { incidentUploadSchema } from '@cargo-sentry/contracts/incident-import/incident-import';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client/api-client';
import { useCurrentUser } from '../session/session';

/** The query key of the upload a filter names (tests seed it). */
export const filterUploadKey = (id: number | null) => ['incident-uploads', 'detail', id, 'chip'] as const;

/**
 * The spreadsheet upload an incident filter names (issue 23 §10), for its chip: its date and file
 * name. Uploads are staff business (`incidents_file` answers staff only), so anyone else's chip
 * shows the upload's number without asking.
 */
export function useFilterUpload(id: number | null) {
  const user = useCurrentUser();
  return useQuery({
    queryKey: filterUploadKey(id),
    enabled: id !== null && user?.is_staff === true,
    queryFn: ({ signal }) => api.get(`/{product}/incidents_file/${id}`, incidentUploadSchema, { signal, quiet: true }),
    staleTime: 5 * 60_000,
  });
}
