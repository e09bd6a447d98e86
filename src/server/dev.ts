/**
 * Development server (`npm run dev`, run with tsx): Vite in middleware mode (HMR, on-the-fly
 * transforms, public files) in front of the same Hono app as production. The SSR entry is
 * loaded with `vite.ssrLoadModule` on each request, so server rendering follows code changes; the
 * React refresh preamble is imported by the browser entry.
 *
 * The Hono app itself (src/server/app.ts) is loaded through `vite.ssrLoadModule` too: the CMS API
 * validates blocks with the block registry, whose definitions import components and CSS modules
 * that plain tsx cannot load.
 */
import { getRequestListener } from '@hono/node-server';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createViteServer } from 'vite';
import type { createApp as CreateApp } from './app';
import { mediaDirOf, readServerConfig } from './config';
import { createLocalMediaStorage } from './media/localMediaStorage';
import { migrate, openDatabase, type DatabaseHandle } from './db/client';
import { createLeadNotifier } from './mail/leadNotifier';
import { createAlertConfirmationMailer } from './alerts/confirmationMailer';
import { projectRoot } from './paths';
import { seedIfEmpty } from './seed/index';
import { DEV_ASSETS, type RenderFunction } from './ssr';

async function main(): Promise<void> {
  const config = readServerConfig();
  // Vite's HMR websocket shares our HTTP server (no second port to collide with).
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.statusCode = 503;
    res.end('Starting…');
  };
  const server = createHttpServer((req, res) => handler(req, res));
  const vite = await createViteServer({
    root: projectRoot(),
    server: { middlewareMode: true, hmr: { server } },
    appType: 'custom',
  });

  let database: DatabaseHandle | undefined;
  if (!config.coreApiUrl) {
    database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    await migrate(database);
    await seedIfEmpty(database.db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword, host: config.host });
  }

  const render: RenderFunction = async (request, options) => {
    try {
      const entry = (await vite.ssrLoadModule('/src/renderer/entry-server.tsx')) as { render: RenderFunction };
      return await entry.render(request, options);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      console.error(error);
      return new Response(`<pre>${String(error instanceof Error ? error.stack : error).replace(/</g, '&lt;')}</pre>`, {
        status: 500,
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      });
    }
  };

  const { createApp } = (await vite.ssrLoadModule('/src/server/app.ts')) as { createApp: typeof CreateApp };
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  // Lead e-mails, as in production (main.ts).
  const leadNotifier = database
    ? createLeadNotifier({
        db: database.db,
        mail: { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, retryBaseMs: config.mailRetryBaseMs },
        localBaseUrl: () => `http://${shownHost}:${config.port}`,
      })
    : undefined;
  const alertConfirmations = database
    ? createAlertConfirmationMailer({
        db: database.db,
        mail: { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom },
        localBaseUrl: () => `http://${shownHost}:${config.port}`,
      })
    : undefined;
  const app = createApp({
    db: database?.db,
    render,
    config,
    assets: DEV_ASSETS,
    dev: true,
    onLeadStored: leadNotifier?.onLeadStored,
    alertConfirmations,
    mediaStorage: createLocalMediaStorage(mediaDirOf(config)),
  });
  const honoListener = getRequestListener(app.fetch);
  handler = (req, res) => {
    vite.middlewares(req, res, () => {
      void honoListener(req, res);
    });
  };
  server.listen(config.port, config.host, () => {
    leadNotifier?.start();
    alertConfirmations?.start();
    console.log(`Vitrine (dev) is ready on http://${shownHost}:${config.port}`);
  });

  const stop = async () => {
    server.close();
    await vite.close();
    await leadNotifier?.stop();
    alertConfirmations?.close();
    await database?.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error) => {
  console.error('Vitrine (dev) could not start:', error);
  process.exit(1);
});
