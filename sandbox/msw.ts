/** The sandbox as msw handlers, so unit and component tests talk to the same fake as the app. */
import { http } from 'msw';
import type { Sandbox } from './core/sandbox.ts';
import { answerKnobRequest } from './http/knob-routes.ts';
import { answerWebRequest } from './http/web-request.ts';

export function sandboxHandlers(sandbox: Sandbox) {
  return [
    http.all(/\/sandbox\/(base|futures|maintenance)\//, ({ request }) => answerWebRequest(sandbox, request)),
    http.all(/\/__sandbox\//, ({ request }) => answerKnobRequest(sandbox, request)),
  ];
}
