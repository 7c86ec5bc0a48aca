/** Messages between the tabs of one browser: a logout, and a refresh that rotated the token pair. */
export type TabMessage = { type: 'signedOut' } | { type: 'refreshed'; from: string; token: string };

const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel('exchange-web:session') : null;

export function tellOtherTabs(message: TabMessage): void {
  channel?.postMessage(message);
}

export function onOtherTabs(listener: (message: TabMessage) => void): void {
  channel?.addEventListener('message', (event: MessageEvent<TabMessage>) => listener(event.data));
}
