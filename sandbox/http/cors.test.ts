import { describe, expect, it } from 'vitest';
import { corsHeaders, parseOrigins, preflightAnswer } from './cors.ts';

const app = 'http://localhost:8080';

describe('CORS for an app served from another origin', () => {
  it('reads a comma-separated list of app origins', () => {
    expect(parseOrigins(' http://localhost:8080/, https://www.exchange.example ')).toEqual([
      app,
      'https://www.exchange.example',
    ]);
    expect(parseOrigins(undefined)).toEqual([]);
  });

  it('lets a configured origin read the answers, and no other', () => {
    expect(corsHeaders(app, [app])).toEqual({ 'access-control-allow-origin': app, vary: 'Origin' });
    expect(corsHeaders('https://evil.example', [app])).toEqual({});
    expect(corsHeaders(undefined, [app])).toEqual({});
  });

  it("answers a preflight with the methods and the app's own request headers", () => {
    const answer = preflightAnswer(app, [app]);
    expect(answer.status).toBe(204);
    expect(answer.headers['access-control-allow-headers'].split(', ')).toEqual([
      'Token',
      'LanguageCode',
      'ClientType',
      'DeviceId',
      'Content-Type',
    ]);
    expect(answer.headers['access-control-allow-methods']).toBe('GET, POST');
    expect(preflightAnswer('https://evil.example', [app]).status).toBe(403);
  });
});
