import type { ImportMode } from '@cargo-sentry/contracts/shared/spreadsheet-import';
import {
  importFailedSchema,
  registerImportReportSchema,
  type RegisterImportReport,
  type RegisterName,
} from '@cargo-sentry/contracts/registers/registers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';
import { isApiError } from '@/shared/api-client/api-error';

interface ImportRegisterInput {
  register: RegisterName;
  file: File;
  mode: ImportMode;
  /** The share of the file sent so far (0–1). */
  onProgress?: (sent: number) => void;
}

/** `POST registers/{register}/import`: the file as form data, all rows written or none. */
export function importRegister({ register, file, mode, onProgress }: ImportRegisterInput) {
  const form = new FormData();
  form.append('mode', mode);
  form.append('file', file, file.name);
  return api.request(`/{product}/registers/${register}/import`, registerImportReportSchema, {
    method: 'POST',
    form,
    quiet: true,
    onUploadProgress: onProgress ?? (() => undefined),
  });
}

/** The row-by-row report of a refused import, or null when the failure was something else. */
export function refusedImportReport(error: unknown): RegisterImportReport | null {
  if (!isApiError(error) || error.code !== 'import_failed') return null;
  const parsed = importFailedSchema.safeParse(error.body);
  return parsed.success ? parsed.data.report : null;
}

export function useImportRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importRegister,
    onSuccess: () => client.invalidateQueries({ queryKey: ['registers'] }),
  });
}
