/**
 * Makes the app icons a phone needs (192, 512, maskable 512, apple-touch 180) from one SVG or large
 * PNG, through the studio's server, and names the manifest's in brand.theme.icons (the apple-touch
 * icon has a fixed path, named by index.html's head).
 */
import { useState } from 'react';
import { appIconsEndpoint } from '../brand-endpoint.ts';
import { draftPalette } from '../fields/ColorField.tsx';
import { useStudio } from '../studio-context.ts';

export function AppIconMaker() {
  const { config, edit, refreshFolder } = useStudio();
  const [status, setStatus] = useState('');
  // The maskable and apple-touch icons sit on the header colour, as the installed app's bar.
  const background = draftPalette(config, 'light')?.header ?? '#0b1f3a';
  const make = async (file: File) => {
    setStatus(`Making the app icons from ${file.name}…`);
    const query = new URLSearchParams({ background });
    const answer = await fetch(`${appIconsEndpoint}?${query}`, { method: 'POST', body: file });
    const body = (await answer.json()) as { app?: unknown[]; appleTouch?: string; error?: string };
    if (!answer.ok || !body.app) return setStatus(`No icons made: ${body.error ?? `HTTP ${answer.status}`}`);
    await refreshFolder();
    edit(['brand', 'theme', 'icons', 'app'], body.app);
    setStatus(`Made ${body.app.length + 1} icons in the brand folder, on ${background}`);
  };
  return (
    <fieldset className="group">
      <legend>App icons</legend>
      <p className="field__help">
        From one SVG, or a PNG of 512 × 512 px or more: the 192 and 512 px icons of the web app manifest, a maskable 512
        px one (the picture within the middle 80%, on the light header colour {background}) and the 180 px icon iOS puts
        on the home screen. They are written to brand/icons/ and named under Icons below.
      </p>
      <label htmlFor="make-app-icons">Make the app icons from a picture</label>
      <input
        id="make-app-icons"
        type="file"
        accept="image/svg+xml,image/png"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void make(file);
        }}
      />
      <p role="status" className="field__help">
        {status}
      </p>
    </fieldset>
  );
}
