import { createStore, useStore } from '../lib/create-store';

/**
 * The "current notification key" of docs/product.md#header-notice: a one-off message (e.g. `password_changed2` after a
 * reset) that the next layout shows as a dismissible notice. Keys are under `notices.` in i18n.
 */
export interface Notice {
  key: string;
  tone: 'success' | 'info';
}

export const currentNotice = createStore<Notice | null>(null);

export function showNotice(key: string, tone: Notice['tone'] = 'success'): void {
  currentNotice.set({ key, tone });
}

export function dismissNotice(): void {
  currentNotice.set(null);
}

export const useNotice = () => useStore(currentNotice);
