/**
 * A `fetch` that reports how much of the request body was sent, for ky's `fetch` option: the
 * upload of step 6 shows a progress bar on slow networks. Streaming request bodies (ky's own
 * `onUploadProgress`) need HTTP/2 in Chromium, so this goes through XMLHttpRequest, whose
 * `upload.onprogress` works on any server. ky's hooks (token, checksum, device) still run first:
 * this only carries the finished Request.
 */
export type UploadProgress = (sent: number, total: number) => void

function responseHeaders(raw: string): Headers {
  const headers = new Headers()
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim())
  }
  return headers
}

/** Statuses a Response cannot carry a body with. */
const NULL_BODY = new Set([101, 204, 205, 304])

export function fetchWithUploadProgress(onProgress: UploadProgress): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init)
    const body =
      request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer()
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest()
      const aborted = () => {
        xhr.abort()
        reject(new DOMException('The upload was aborted.', 'AbortError'))
      }
      if (request.signal.aborted) {
        aborted()
        return
      }
      request.signal.addEventListener('abort', aborted, { once: true })
      xhr.open(request.method, request.url)
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value))
      xhr.responseType = 'arraybuffer'
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onProgress(event.loaded, event.total)
      })
      xhr.addEventListener('load', () => {
        request.signal.removeEventListener('abort', aborted)
        resolve(
          new Response(NULL_BODY.has(xhr.status) ? null : xhr.response, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: responseHeaders(xhr.getAllResponseHeaders()),
          }),
        )
      })
      // As fetch does: a request that got no answer rejects with a TypeError.
      xhr.addEventListener('error', () => reject(new TypeError('The upload failed: no answer.')))
      xhr.send(body)
    })
  }
}
