import { APP_ROUTES } from '@loan/contract';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { ensureOpsToken } from './modules/ops/ops-token.ts';
import { startDemoSession } from './modules/user/demo-session.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const loaded = loadConfig();
  const ops = ensureOpsToken(loaded);
  const config = { ...loaded, opsToken: ops?.token };
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  const readyMs = Math.round(process.uptime() * 1000);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  const store = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`Server ready in ${readyMs} ms at ${config.publicUrl}; data: ${store}`);
  if (!ops)
    console.log(
      'No automation token: set OPS_TOKEN for the ops CLI (operators sign in with their accounts)',
    );
  else if (ops.file) {
    console.log(
      `Automation token (admin) written to ${ops.file} (mode 0600): npm run ops -w @loan/server -- orders list`,
    );
  }
  if (!config.isProduction) {
    const token = await startDemoSession(app);
    const link = `${config.publicUrl}${APP_ROUTES.customerService}?sessionid=${token}`;
    console.log(`Demo borrower, customer service page: ${link}`);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
