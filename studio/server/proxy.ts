/** Passes every request that is not the studio's to the sandbox server, as it is, both ways. */
import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import { framableBySelf } from './framing.ts';

export function proxyTo(port: number) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const upstream = request(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, framableBySelf(answer.headers));
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`The sandbox server did not answer: ${error.message}`);
    });
    req.pipe(upstream);
  };
}
