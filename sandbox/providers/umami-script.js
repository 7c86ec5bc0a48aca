// A stand-in for Umami's tracker (script.js), served by the sandbox for tests and demos: the same
// script attributes and the same umami.track() API, sending each event to /api/send on its host.
// It reads each answer, as the real scripts do, so the request ends (browsers and tests wait for it).
(() => {
  const script = document.currentScript;
  const attribute = (name) => script.getAttribute(name);
  const website = attribute('data-website-id');
  const host = attribute('data-host-url') || script.src.replace(/\/script\.js(\?.*)?$/, '');
  const ignoreDoNotTrack = attribute('data-do-not-track') !== 'true' || navigator.doNotTrack !== '1';

  const defaults = () => ({
    website,
    hostname: location.hostname,
    screen: `${screen.width}x${screen.height}`,
    language: navigator.language,
    title: document.title,
    url: location.pathname + location.search,
    referrer: document.referrer,
  });

  const send = (payload) => {
    if (!ignoreDoNotTrack) return;
    fetch(`${host}/api/send`, {
      method: 'POST',
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'event', payload }),
    }).then((answer) => answer.text());
  };

  const track = (event, data) => {
    if (typeof event === 'function') return send(event(defaults()));
    if (typeof event === 'string') return send({ ...defaults(), name: event, data });
    if (event && typeof event === 'object') return send(event);
    return send(defaults());
  };

  window.umami = { track, identify() {} };

  // Like Umami, it counts page views by itself unless the page turns that off.
  if (attribute('data-auto-track') !== 'false') {
    track();
    const pushState = history.pushState;
    history.pushState = function (...args) {
      pushState.apply(this, args);
      track();
    };
    addEventListener('popstate', () => track());
  }
})();
