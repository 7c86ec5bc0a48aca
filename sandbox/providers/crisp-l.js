// A stand-in for Crisp's chatbox loader (l.js), served by the sandbox for tests and demos: it reads
// CRISP_WEBSITE_ID and the $crisp command queue as Crisp does, takes later $crisp.push() commands,
// and reports each command to /session beside the script (Crisp sends them to its relay).
// It reads each answer, as the real scripts do, so the request ends (browsers and tests wait for it).
(() => {
  const base = document.currentScript.src.replace(/\/l\.js(\?.*)?$/, '');
  const websiteId = window.CRISP_WEBSITE_ID;
  const locale = window.CRISP_RUNTIME_CONFIG?.locale ?? null;

  const report = (command) =>
    fetch(`${base}/session`, {
      method: 'POST',
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ websiteId, locale, command }),
    }).then((answer) => answer.text());

  const run = (command) => {
    if (Array.isArray(command)) report(command);
  };

  const queued = Array.isArray(window.$crisp) ? window.$crisp : [];
  window.$crisp = { push: run, is: () => false, get: () => undefined };
  queued.forEach(run);
})();
