/** Adds a provider's script to the page, asynchronously; resolves once it has run. */
export function loadScript(src: string, attributes: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error(`${src} did not load`)));
    document.head.append(script);
  });
}

/** The URL of a file under a provider's host (an absolute URL, or a path on this origin). */
export const underHost = (host: string, path: string): string => `${host.replace(/\/$/, '')}${path}`;
