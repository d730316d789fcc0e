// Entry point: load the configuration, build the app, listen, and close gracefully on SIGTERM/SIGINT
// (stop accepting, let in-flight requests finish, close the database), then exit 0.
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await app.close().catch(() => undefined); // release the database before exiting
    throw err;
  }

  const port = (app.server.address() as { port?: number } | null)?.port ?? config.port;
  console.log(`Support center console: http://localhost:${port}/`);
  const seed = app.seedResult;
  if (seed.seeded && seed.adminPassword) {
    // Printed once, on the start that created the account; it is not stored anywhere in clear.
    console.log(`First start: sign in as "${seed.adminUsername}" with password: ${seed.adminPassword}`);
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    setTimeout(() => {
      console.error(`Shutdown took longer than ${SHUTDOWN_TIMEOUT_MS} ms; exiting`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(`Shutdown failed: ${err instanceof Error ? err.message : String(err)}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  // An exit nobody asked for (an error thrown outside a request, a rejected promise nothing awaits) must
  // say so in the log: a server that just stops answering leaves its operator nothing to go on.
  process.on('exit', (code) => {
    if (!closing) console.error(`Exiting with code ${code} without a shutdown signal`);
  });
}

main().catch((err: unknown) => {
  const reason = err instanceof Error ? err.message : String(err);
  console.error(`Failed to start: ${reason.split('\n')[0]}`);
  process.exit(1);
});
