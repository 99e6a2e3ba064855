import pg from 'pg';
import { DATA_CHANGED_CHANNEL, type RememberedAnswers } from './remembered-reads.ts';

const RECONNECT_AFTER_MS = 1_000;

export interface ChangeListener {
  stop(): Promise<void>;
}

/**
 * Listens on its own connection for PostgreSQL's announcements of other processes' writes
 * (migration 0011) and forgets the remembered answers on each. While it is not listening (before
 * the first LISTEN, after a lost connection, until it reconnects), nothing is remembered.
 */
export function listenForChanges(
  connectionString: string,
  remembered: RememberedAnswers,
  onLost: (error: Error) => void,
): ChangeListener {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  remembered.pause();

  const lost = (listening: pg.Client, error: Error) => {
    if (client !== listening) return;
    client = undefined;
    remembered.pause();
    listening.end().catch(() => {});
    if (stopped) return;
    onLost(error);
    retry = setTimeout(connect, RECONNECT_AFTER_MS);
    retry.unref();
  };

  const connect = async () => {
    const listening = new pg.Client({ connectionString });
    client = listening;
    listening.on('notification', ({ processId }) => {
      if (!remembered.ownBackends.has(processId)) remembered.forgetAll();
    });
    listening.on('error', (error) => lost(listening, error));
    listening.on('end', () => lost(listening, new Error('change listener connection ended')));
    try {
      await listening.connect();
      await listening.query(`listen ${DATA_CHANGED_CHANNEL}`);
      if (client === listening && !stopped) remembered.resume();
    } catch (error) {
      lost(listening, error as Error);
    }
  };

  void connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      remembered.pause();
      const listening = client;
      client = undefined;
      await listening?.end().catch(() => {});
    },
  };
}
