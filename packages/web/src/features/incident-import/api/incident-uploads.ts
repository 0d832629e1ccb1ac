import {
  incidentUploadDetailSchema,
  incidentUploadListSchema,
  incidentUploadSchema,
  type IncidentUpload,
  type OnDuplicate,
} from '@cargo-sentry/contracts/incident-import/incident-import';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';

/**
 * The incident spreadsheet import (issue 11 §3): the upload (answered as soon as the file is
 * stored and its job queued), the history and one upload, polled while its job runs.
 */

const uploadsKey = ['incident-uploads'] as const;
/** How often a running upload is asked for its progress. */
const pollMs = 1000;
const isRunning = (upload: Pick<IncidentUpload, 'status'> | undefined) =>
  upload?.status === 'queued' || upload?.status === 'running';

export function useIncidentUploads() {
  return useQuery({
    queryKey: uploadsKey,
    queryFn: ({ signal }) => api.get('/{product}/incidents_file', incidentUploadListSchema, { signal, quiet: true }),
    refetchInterval: (query) => (query.state.data?.results.some(isRunning) ? pollMs * 3 : false),
  });
}

export function useIncidentUpload(id: number | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: [...uploadsKey, 'detail', id],
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      const upload = await api.get(`/{product}/incidents_file/${id}`, incidentUploadDetailSchema, {
        signal,
        quiet: true,
      });
      // Finished: the history and every incident view (map, lists, statistics) are out of date.
      if (!isRunning(upload)) {
        void client.invalidateQueries({ queryKey: uploadsKey, exact: true });
        if (upload.status === 'imported') {
          void client.invalidateQueries({ queryKey: ['incidents'] });
          void client.invalidateQueries({ queryKey: ['analysis'] });
        }
      }
      return upload;
    },
    refetchInterval: (query) => (isRunning(query.state.data) ? pollMs : false),
  });
}

interface UploadInput {
  file: File;
  onDuplicate: OnDuplicate;
  /** The share of the file sent so far (0–1). */
  onProgress?: (sent: number) => void;
}

/** `POST incidents_file`: the file as form data; the import itself runs as a background job. */
export function useUploadIncidents() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onDuplicate, onProgress }: UploadInput) => {
      const form = new FormData();
      form.append('on_duplicate', onDuplicate);
      form.append('incidents_file', file, file.name);
      return api.request('/{product}/incidents_file', incidentUploadSchema, {
        method: 'POST',
        form,
        quiet: true,
        onUploadProgress: onProgress ?? (() => undefined),
      });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: uploadsKey, exact: true }),
  });
}

export function useDownloadIncidentTemplate() {
  return useMutation({
    mutationFn: (format: 'xlsx' | 'csv') =>
      api.download('/{product}/incidents_file/template', {
        query: { format },
        fallbackName: `incidents-template.${format}`,
        quiet: true,
      }),
  });
}

export function useDownloadIncidentReport() {
  return useMutation({
    mutationFn: (id: number) =>
      api.download(`/{product}/incidents_file/${id}/report`, {
        fallbackName: `incidents-report-${id}.xlsx`,
        quiet: true,
      }),
  });
}
