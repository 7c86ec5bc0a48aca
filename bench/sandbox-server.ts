/**
 * The sandbox server a benchmark measures against (`sandbox/serve.ts`): started on a port of its
 * own, in its own process group (so that stopping it also stops the node that tsx starts under
 * npx), and asked for a knob the way a test does.
 */
import { spawn } from 'node:child_process';
import { askLocal, certificateEnv, type LocalCertificate } from '../scripts/local-certificate.ts';

export interface SandboxServer {
  origin: string;
  /** Calls a knob under /__sandbox/ (a POST with a body, a GET without) and answers its JSON. */
  knob(name: string, body?: unknown): Promise<unknown>;
  /** Stops the server; settles once it has exited and let its port go. */
  stop(): Promise<void>;
}

/**
 * Starts the server with `distDir` as the app (a folder without one serves the sandbox only), and
 * `env` beside (SITE_CONFIG, RENDER: docs/sandbox.md); exits when the port is taken. With
 * `rendered`, it answers once its page renderer has loaded, so that pages come rendered. With a
 * `certificate`, it serves HTTPS and HTTP/2, as nginx does in production.
 */
export async function startSandboxServer(
  port: number,
  distDir: string,
  options: { env?: Record<string, string>; rendered?: boolean; certificate?: LocalCertificate } = {},
): Promise<SandboxServer> {
  const origin = `${options.certificate ? 'https' : 'http'}://localhost:${port}`;
  const answers = (url: string) =>
    askLocal(url).then(
      (answer) => answer.status >= 200 && answer.status < 300,
      () => false,
    );
  if (
    await askLocal(`${origin}/`).then(
      () => true,
      () => false,
    )
  ) {
    console.error(`Port ${port} is taken: stop what listens there, or set BENCH_PORT.`);
    process.exit(1);
  }
  const server = spawn('npx', ['tsx', 'sandbox/serve.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DIST_DIR: distDir,
      ...(options.certificate ? certificateEnv(options.certificate) : {}),
      ...options.env,
    },
    stdio: 'ignore',
    detached: true,
  });
  const exited = new Promise<void>((done) => server.once('exit', () => done()));
  const stop = () => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
    return exited;
  };
  const knob = async (name: string, body?: unknown) => {
    const answer = await askLocal(
      `${origin}/__sandbox/${name}`,
      body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) },
    );
    if (answer.status < 200 || answer.status >= 300) throw new Error(`The ${name} knob refused: ${answer.text}`);
    return JSON.parse(answer.text) as unknown;
  };
  const ready = options.rendered ? `${origin}/__render/health` : `${origin}/__sandbox/calls`;
  for (let i = 0; i < 150; i++) {
    if (await answers(ready)) return { origin, knob, stop };
    await new Promise((done) => setTimeout(done, 200));
  }
  stop();
  throw new Error(`The sandbox did not start on ${origin}`);
}
