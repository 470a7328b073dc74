/**
 * An XMLHttpRequest that sends through the global `fetch` (the test's `mockFetch` table), so the
 * app's upload transport (lib/upload-transport.ts) runs as it is, progress and all: happy-dom's
 * own XMLHttpRequest would go to the network. It reports the body sent in tenths, then
 * answers `load` (any status) or `error` (no answer), as a browser does. Only what the transport
 * uses is here.
 */
export class FetchBackedXhr extends EventTarget {
  readonly upload = new EventTarget()
  responseType: XMLHttpRequestResponseType = ''
  status = 0
  statusText = ''
  response: unknown = null
  private method = 'GET'
  private url = ''
  private readonly headers = new Headers()
  private answerHeaders = new Headers()
  private readonly controller = new AbortController()

  open(method: string, url: string): void {
    this.method = method
    this.url = url
  }

  setRequestHeader(name: string, value: string): void {
    this.headers.append(name, value)
  }

  getAllResponseHeaders(): string {
    return [...this.answerHeaders].map(([name, value]) => `${name}: ${value}\r\n`).join('')
  }

  abort(): void {
    this.controller.abort()
  }

  send(body: ArrayBuffer | null): void {
    void this.exchange(body)
  }

  private async exchange(body: ArrayBuffer | null): Promise<void> {
    const total = body?.byteLength ?? 0
    // A tenth at a time, the page drawing between them as it would between a browser's events.
    for (let tenth = 1; tenth <= 10; tenth += 1) {
      this.upload.dispatchEvent(progressEvent(Math.floor((total * tenth) / 10), total))
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
    try {
      const answer = await fetch(this.url, {
        method: this.method,
        headers: this.headers,
        body,
        signal: this.controller.signal,
      })
      this.status = answer.status
      this.statusText = answer.statusText
      this.answerHeaders = answer.headers
      this.response = this.responseType === 'arraybuffer' ? await answer.arrayBuffer() : null
      this.dispatchEvent(new Event('load'))
    } catch {
      if (!this.controller.signal.aborted) this.dispatchEvent(new Event('error'))
    }
  }
}

function progressEvent(loaded: number, total: number): Event {
  return Object.assign(new Event('progress'), { lengthComputable: true, loaded, total })
}
