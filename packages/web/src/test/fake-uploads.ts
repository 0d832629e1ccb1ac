import { vi } from 'vitest';

type ProgressListener = (event: Partial<ProgressEvent>) => void;

interface FakeUploadServer {
  /** Each request as the page sends it. */
  onSend: (url: string, body: FormData) => void;
  /** What the server answers (as JSON), read when it answers, 10 ms after the send. */
  answer: () => { status: number; body: unknown };
  /** Reports half of the body sent before the answer. */
  reportsProgress?: boolean;
}

/**
 * Stands in for XMLHttpRequest, which the API client uses for uploads (for their progress).
 * `vi.unstubAllGlobals()` restores it.
 */
export function stubUploadServer({ onSend, answer, reportsProgress = false }: FakeUploadServer): void {
  class FakeRequest {
    progress: ProgressListener[] = [];
    upload = { addEventListener: (_: string, listener: ProgressListener) => this.progress.push(listener) };
    status = 0;
    response: ArrayBuffer | null = null;
    url = '';
    onload: (() => void) | null = null;
    open(_: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    getAllResponseHeaders = () => 'content-type: application/json\r\n';
    send(body: FormData) {
      onSend(this.url, body);
      if (reportsProgress)
        this.progress.forEach((listener) => listener({ lengthComputable: true, loaded: 5, total: 10 }));
      setTimeout(() => {
        const { status, body: answered } = answer();
        this.status = status;
        this.response = new TextEncoder().encode(JSON.stringify(answered)).buffer;
        this.onload?.();
      }, 10);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
}
