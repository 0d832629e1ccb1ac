/**
 * `fetch` over XMLHttpRequest, for uploads whose progress the page shows: fetch cannot report how
 * much of a request body was sent. Answers a `Response`, so the client's session rules apply as
 * to any call; a network failure rejects with a TypeError and an abort with an AbortError, as
 * fetch does.
 */
export function xhrFetch(url: string, init: RequestInit, onUploadProgress: (sent: number) => void): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.responseType = 'arraybuffer';
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onUploadProgress(event.loaded / event.total);
    });
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      const empty = [204, 205, 304].includes(xhr.status);
      resolve(new Response(empty ? null : (xhr.response as ArrayBuffer), { status: xhr.status, headers }));
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The request was aborted', 'AbortError'));
    if (init.signal?.aborted) return reject(new DOMException('The request was aborted', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send((init.body as XMLHttpRequestBodyInit | null | undefined) ?? null);
  });
}
