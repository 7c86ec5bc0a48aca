import { afterEach, describe, expect, it, vi } from 'vitest';
import { installSiteConfig } from '../../config/site-config.ts';
import { shippedSiteConfig } from '../../../tests/setup/render-app.tsx';
import { startCrisp } from './crisp.ts';
import { openSupportChat, supportChatOffered } from './support-chat.ts';

afterEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  delete window.$crisp;
});

describe('the support chat, seen from a page', () => {
  it('is offered while the chat switch is on, never in app mode', () => {
    installSiteConfig(shippedSiteConfig());
    expect(supportChatOffered(false)).toBe(true);
    expect(supportChatOffered(true)).toBe(false);
    const off = shippedSiteConfig();
    off.switches.chat = false;
    installSiteConfig(off);
    expect(supportChatOffered(false)).toBe(false);
  });

  it('asks a running chatbox to open', () => {
    installSiteConfig(shippedSiteConfig());
    const running = { push: vi.fn() };
    window.$crisp = running;
    openSupportChat();
    expect(running.push).toHaveBeenCalledWith(['do', 'chat:open']);
  });

  it('queues the request for a chatbox not loaded yet, which keeps it when it starts', () => {
    installSiteConfig(shippedSiteConfig());
    openSupportChat();
    startCrisp({ provider: 'crisp', id: 'site-1', host: '/__sandbox/providers/crisp' }, 'en');
    expect(window.$crisp).toEqual([
      ['do', 'chat:open'],
      ['safe', true],
    ]);
  });
});
