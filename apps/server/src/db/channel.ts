import type { Db } from './db';

/** What a channel's listener is told. */
export interface ChannelHandlers {
  /** A notification's payload. */
  payload(payload: string): void;
  /** Listening has started (again): every notification from now on arrives. */
  live?(): void;
  /** Listening could not start (before `lost`). */
  failed?(err: unknown): void;
  /** The listening connection is gone or could not listen: notifications may have been missed. */
  lost(): void;
}

/** How long after a lost connection listening starts again. */
const RETRY_MS = 1000;

/**
 * A LISTEN on a channel of the database for as long as it is open: when the connection is lost, `lost` is called (so
 * that what depends on the notifications can stop trusting them) and listening starts again a second later, until
 * close().
 */
export class ChannelListener {
  private stopListening: (() => Promise<void>) | undefined;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;

  private constructor(
    private readonly db: Db,
    private readonly channel: string,
    private readonly handlers: ChannelHandlers,
  ) {}

  /** Starts listening; resolves once listening has started or failed (and will be tried again). */
  static async open(db: Db, channel: string, handlers: ChannelHandlers): Promise<ChannelListener> {
    const listener = new ChannelListener(db, channel, handlers);
    await listener.listen();
    return listener;
  }

  private async listen(): Promise<void> {
    try {
      this.stopListening = await this.db.listen(
        this.channel,
        (payload) => this.handlers.payload(payload),
        () => this.onLost(),
      );
      if (!this.closed) this.handlers.live?.();
    } catch (err) {
      this.handlers.failed?.(err);
      this.onLost();
    }
  }

  private onLost(): void {
    this.stopListening = undefined;
    this.handlers.lost();
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.listen();
    }, RETRY_MS);
    this.retry.unref();
  }

  /** Stops listening, and trying again. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    await this.stopListening?.();
  }
}
