/**
 * A self-signed certificate for localhost, made for one run of a benchmark that serves the app over
 * HTTPS and HTTP/2, as nginx serves it in production (deploy/nginx.ts). The browser the benchmark
 * drives is told to accept it (--ignore-certificate-errors); the page renderer inside the sandbox
 * server trusts it (NODE_EXTRA_CA_CERTS), and the benchmark's own calls to its server do not check it.
 */
import { spawnSync } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { join } from 'node:path';
import { ensureOpenssl } from './ensure-nginx.ts';

export interface LocalCertificate {
  cert: string;
  key: string;
}

export function makeLocalCertificate(dir: string): LocalCertificate {
  ensureOpenssl();
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
    ],
    { stdio: 'ignore' },
  );
  if (made.status !== 0)
    throw new Error(
      'openssl could not make a certificate for localhost: install it (apt-get install -y openssl), or measure over plain HTTP/1.1 with --http1',
    );
  return { cert, key };
}

/** The environment the sandbox server serves HTTPS with, its renderer trusting the certificate. */
export const certificateEnv = (certificate: LocalCertificate): Record<string, string> => ({
  TLS_CERT: certificate.cert,
  TLS_KEY: certificate.key,
  NODE_EXTRA_CA_CERTS: certificate.cert,
});

/** Asks the benchmark's own server (HTTP, or HTTPS with its local certificate); resolves with the status and body. */
export function askLocal(
  url: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; text: string }> {
  const send = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((done, fail) => {
    const asking = send(url, { method, headers, rejectUnauthorized: false }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => done({ status: answer.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
    });
    asking.on('error', fail);
    asking.end(body);
  });
}
