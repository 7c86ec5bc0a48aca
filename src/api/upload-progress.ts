/**
 * A fetch for one call whose request body is worth following (a document upload): it reports how
 * much of the body has gone. fetch cannot tell, so this one sends through XMLHttpRequest. Give it
 * to a call as `fetch` (openapi-fetch's per-call option): the middleware still adds the headers,
 * the timeout and the refresh, and `call()` reads the answer as it reads any other.
 */
export type UploadProgress = (sent: number, total: number) => void;

const noBody = new Set([101, 204, 205, 304]);

function headersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

export function fetchWithUploadProgress(onProgress: UploadProgress): (request: Request) => Promise<Response> {
  return async (request) => {
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      xhr.responseType = 'arraybuffer';
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded, event.total);
      };
      xhr.onload = () => {
        if (xhr.status === 0) return reject(new TypeError('The upload got no answer'));
        resolve(
          new Response(noBody.has(xhr.status) ? null : (xhr.response as ArrayBuffer), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: headersOf(xhr),
          }),
        );
      };
      xhr.onerror = () => reject(new TypeError('The upload could not reach the server'));
      // The middleware's timeout and a caller's abort arrive through the request's signal, as with fetch.
      const abort = () => {
        xhr.abort();
        reject(request.signal.reason ?? new DOMException('The upload was aborted', 'AbortError'));
      };
      if (request.signal.aborted) return abort();
      request.signal.addEventListener('abort', abort, { once: true });
      xhr.send(body);
    });
  };
}
