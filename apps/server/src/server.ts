import { APP_ROUTES } from '@loan/contract';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { startDemoSession } from './modules/user/demo-session.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
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
