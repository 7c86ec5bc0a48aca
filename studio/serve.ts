/**
 * `npm run studio [file]`: the operators' studio. Starts the sandbox server (the built app, the
 * sandbox and its knobs) on a private port with the site-config given (default
 * site-config/site.json), and serves on one origin the studio page at /__studio/, its file
 * endpoint, and everything else from the sandbox server, which the preview frames show.
 * Environment: STUDIO_PORT (4180), HOST (localhost), DIST_DIR (dist; built first when missing).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { relative, resolve } from 'node:path';
import { createServer as createViteServer } from 'vite';
import { fileApi, fileApiPath } from './server/file-api.ts';
import { brandApi } from './server/brand-api.ts';
import { appIconsEndpoint, brandEndpoint } from './src/brand-endpoint.ts';
import { proxyTo } from './server/proxy.ts';

const root = resolve(import.meta.dirname, '..');
const file = resolve(process.argv[2] ?? resolve(root, 'site-config/site.json'));
const port = Number(process.env.STUDIO_PORT ?? 4180);
const host = process.env.HOST ?? 'localhost';
const distDir = process.env.DIST_DIR ?? 'dist';

if (!existsSync(file)) {
  console.error(`${file}: no such file`);
  process.exit(1);
}
if (!existsSync(resolve(root, distDir, 'index.html'))) {
  if (process.env.DIST_DIR) {
    console.error(`No built app in ${distDir}.`);
    process.exit(1);
  }
  console.log('No built app in dist/: building it first (npm run build).');
  if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createNetServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => done(free));
    });
  });
}

const sandboxPort = await freePort();
// The previews show the draft (the site-config knob), which the browser renders: the page renderer,
// which reads the file on disk, has nothing to add here (RENDER=0).
const sandboxServer = spawn(process.execPath, ['--import', 'tsx', resolve(root, 'sandbox/serve.ts')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(sandboxPort),
    HOST: '127.0.0.1',
    SITE_CONFIG: file,
    DIST_DIR: distDir,
    RENDER: '0',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
// The sandbox server never outlives the studio, however the studio ends.
process.on('exit', () => sandboxServer.kill('SIGTERM'));
sandboxServer.once('exit', (code) => {
  console.error(`The sandbox server stopped (exit ${code}).`);
  process.exit(1);
});

/** The sandbox server reads the contract at start; the studio opens once it answers. */
async function sandboxAnswers(): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const up = await fetch(`http://127.0.0.1:${sandboxPort}/site.json`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('The sandbox server did not answer within 30 s');
}

const shownAs = relative(root, file).startsWith('..') ? file : relative(root, file);
const answerFile = fileApi(file, shownAs);
const answerBrand = brandApi(file);
const proxy = proxyTo(sandboxPort);

const server = createServer((req, res) => {
  const path = (req.url ?? '/').split('?')[0];
  if (path === fileApiPath)
    return void answerFile(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  if (path === brandEndpoint || path === appIconsEndpoint) {
    const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
    return void answerBrand(req, res, path, query).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  }
  if (path === '/__studio') {
    res.writeHead(302, { location: '/__studio/' });
    return void res.end();
  }
  if (path.startsWith('/__studio/')) return vite.middlewares(req, res);
  proxy(req, res);
});

const [vite] = await Promise.all([
  createViteServer({
    configFile: resolve(root, 'studio/vite.config.ts'),
    // Edits to the studio's own code reach the page through the studio's port.
    server: { middlewareMode: true, ws: { server } },
    appType: 'spa',
  }),
  sandboxAnswers(),
]);

function stop(code = 0): void {
  sandboxServer.removeAllListeners('exit');
  sandboxServer.kill('SIGTERM');
  void vite.close();
  server.close(() => process.exit(code));
  setTimeout(() => process.exit(code), 2000).unref();
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop());

server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `Port ${port} is already in use (another studio?): stop it, or run with STUDIO_PORT=<another port>.`
      : error.message,
  );
  stop(1);
});

server.listen(port, host, () => {
  console.log(`The studio is editing ${shownAs}: http://${host}:${port}/__studio/`);
});
