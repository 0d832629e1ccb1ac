import { createStore, useStore } from '../lib/create-store';
import type { ApiError } from './api-error';

/** Number of calls in flight; the global loading flag of docs/product.md#loading-flags is `count > 0`. */
export const pendingCalls = createStore(0);
/** Separate flag for file exports (docs/product.md#loading-flags). */
export const pendingDownloads = createStore(0);

export interface ReportedError {
  id: number;
  status: number;
  code: ApiError['code'];
}

/** The one shared errors store of docs/product.md#shared-error-list ("other errors go to a shared errors field"). */
export const reportedErrors = createStore<ReportedError[]>([]);
let nextErrorId = 1;

export function reportError(error: ApiError): void {
  const entry = { id: nextErrorId++, status: error.status, code: error.code };
  // Keep the region short: the same failure repeated by parallel calls shows once.
  reportedErrors.set((list) => [...list.filter((e) => e.code !== entry.code), entry].slice(-3));
}

export function dismissError(id: number): void {
  reportedErrors.set((list) => list.filter((e) => e.id !== id));
}

export const useIsLoading = () => useStore(pendingCalls) > 0;
export const useIsDownloading = () => useStore(pendingDownloads) > 0;
export const useReportedErrors = () => useStore(reportedErrors);
