/**
 * The app refuses to be framed (X-Frame-Options DENY, frame-ancestors 'none'). The studio's
 * preview frames are the app on the studio's own origin, so its proxy lets that one origin frame
 * it; production servers never pass through here.
 */
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';

export function framableBySelf(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const answer: OutgoingHttpHeaders = { ...headers };
  delete answer['x-frame-options'];
  const policy = answer['content-security-policy'];
  if (typeof policy === 'string')
    answer['content-security-policy'] = policy.replace(/frame-ancestors [^;]*/, "frame-ancestors 'self'");
  return answer;
}
