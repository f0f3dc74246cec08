/** One Server-Sent Event as a client reads it. */
export interface ReadEvent {
  id?: string;
  event: string;
  data: string;
}

/**
 * A client of GET /api/Eventos over fetch, reading the stream as it comes: its events (and comment lines) in order,
 * and a wait for the next that matches, without sleeping.
 */
export class EventStreamClient {
  readonly events: ReadEvent[] = [];
  readonly comments: string[] = [];
  status = 0;
  private readonly controller = new AbortController();
  private waiters: (() => void)[] = [];
  private done = false;

  private constructor() {}

  /** Opens a stream; resolves once its answer's headers have arrived. */
  static async open(url: string, headers: Record<string, string>): Promise<EventStreamClient> {
    const client = new EventStreamClient();
    const res = await fetch(`${url}/api/Eventos`, { headers: { Accept: 'text/event-stream', ...headers }, signal: client.controller.signal });
    client.status = res.status;
    client.headers = res.headers;
    if (res.ok && res.body) void client.read(res.body);
    else {
      client.body = await res.text();
      client.done = true;
    }
    return client;
  }

  /** The answer's headers. */
  headers: Headers = new Headers();
  /** The answer's body when it was not a stream. */
  body = '';

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          this.parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
        this.wake();
      }
    } catch {
      // Aborted by close().
    }
    this.done = true;
    this.wake();
  }

  private parse(block: string): void {
    const event: ReadEvent = { event: 'message', data: '' };
    let isEvent = false;
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) this.comments.push(line.slice(1).trim());
      const [field, ...rest] = line.split(':');
      const value = rest.join(':').replace(/^ /, '');
      if (field === 'id') event.id = value;
      else if (field === 'event') event.event = value;
      else if (field === 'data') {
        event.data = event.data ? `${event.data}\n${value}` : value;
        isEvent = true;
      }
    }
    if (isEvent) this.events.push(event);
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  /** Resolves with the first event read so far or later that matches; rejects when the stream ends first. */
  async next(match: (e: ReadEvent) => boolean): Promise<ReadEvent> {
    for (;;) {
      const found = this.events.find(match);
      if (found) return found;
      if (this.done) throw new Error(`the stream ended; events read: ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  /** Resolves once a comment line (a heartbeat) has been read. */
  async comment(): Promise<string> {
    for (;;) {
      const found = this.comments[0];
      if (found !== undefined) return found;
      if (this.done) throw new Error('the stream ended before a comment');
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  /** Closes the stream (the browser tab goes away). */
  close(): void {
    this.controller.abort();
  }
}
