import pg from 'pg';

export interface ChannelHandlers {
  /** A notification arrived on the channel (sent by a transaction that committed). */
  notified(): void;
  /**
   * Whether the channel is listened to now. Notifications sent while it was not are lost, so a
   * listener that relies on them must not trust what it kept from before it is told true again.
   */
  listening(value: boolean): void;
}

export interface ChannelListener {
  close(): Promise<void>;
}

export type ListenToChannel = (
  channel: string,
  handlers: ChannelHandlers,
) => Promise<ChannelListener>;

const RETRY_MS = 1000;
/** A server that does not answer counts as down: the service starts, and keeps trying. */
const CONNECT_TIMEOUT_MS = 5000;

/**
 * LISTEN on `channel` over a connection of its own (a pooled one would stop listening when
 * returned). A dropped connection is reported and opened again every second until it answers.
 */
export function listenOverPostgres(url: string): ListenToChannel {
  return async (channel, handlers) => {
    let closed = false;
    let client: pg.Client | undefined;
    let retry: NodeJS.Timeout | undefined;

    const lost = () => {
      handlers.listening(false);
      client?.removeAllListeners();
      void client?.end().catch(() => undefined);
      client = undefined;
      if (!closed) retry = setTimeout(() => void open(), RETRY_MS);
    };

    async function open() {
      const next = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      });
      next.on('error', lost);
      next.on('end', () => client === next && lost());
      next.on('notification', (message) => {
        if (message.channel === channel) handlers.notified();
      });
      try {
        await next.connect();
        await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      } catch {
        next.removeAllListeners();
        void next.end().catch(() => undefined);
        if (!closed) retry = setTimeout(() => void open(), RETRY_MS);
        return;
      }
      if (closed) return void next.end().catch(() => undefined);
      client = next;
      handlers.listening(true);
    }

    await open();
    return {
      async close() {
        closed = true;
        clearTimeout(retry);
        handlers.listening(false);
        const current = client;
        client = undefined;
        current?.removeAllListeners();
        await current?.end().catch(() => undefined);
      },
    };
  };
}
