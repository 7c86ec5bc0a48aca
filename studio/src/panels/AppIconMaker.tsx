/**
 * Makes the app icons a phone needs (192, 512, maskable 512, apple-touch 180) from one SVG or large
 * PNG, through the studio's server, and names the manifest's in brand.theme.icons (the apple-touch
 * icon has a fixed path, named by index.html's head). The icons the draft names are shown under it,
 * at their size, the maskable one cut to the circle a phone may cut it to.
 */
import { useState } from 'react';
import { defaultAppIcons } from '../../../deploy/web-app-manifest.ts';
import { appIconsEndpoint } from '../brand-endpoint.ts';
import { draftPalette } from '../fields/ColorField.tsx';
import { FileUpload, sendFile } from '../fields/FileUpload.tsx';
import { getAt } from '../model/paths.ts';
import { useStudio } from '../studio-context.ts';

/** index.html's apple-touch icon, written by the maker over the shipped one. */
const appleTouch = '/brand/icons/apple-touch-180.png';

interface AppIcon {
  src: string;
  sizes: string;
  purpose?: string;
}

function MadeIcons({ version }: { version: number }) {
  const { config } = useStudio();
  const named = getAt(config, ['brand', 'theme', 'icons', 'app']);
  const app = (Array.isArray(named) && named.length > 0 ? named : defaultAppIcons) as AppIcon[];
  // Each make writes the same paths: a new version asks for the new files.
  const fresh = (src: string) => (src.startsWith('/') && version > 0 ? `${src}?made=${version}` : src);
  const icons = [
    ...app.map((icon) => ({
      src: icon.src,
      px: Number(icon.sizes.split('x')[0]) || 0,
      words: `${icon.sizes.replace('x', ' × ')}${icon.purpose === 'maskable' ? ', maskable' : ''}`,
      maskable: icon.purpose === 'maskable',
    })),
    { src: appleTouch, px: 180, words: '180 × 180, apple-touch', maskable: false },
  ];
  return (
    <ul className="app-icons" aria-label="App icons">
      {icons.map((icon) => (
        <li key={`${icon.src} ${icon.words}`}>
          <figure>
            {/* Shown at 64 px; the file's own size is in the caption. */}
            <img
              src={fresh(icon.src)}
              alt={`App icon ${icon.words}`}
              width={64}
              height={64}
              className={icon.maskable ? 'app-icons__maskable' : undefined}
            />
            <figcaption>{icon.words}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

export function AppIconMaker() {
  const { config, edit, refreshFolder } = useStudio();
  const [version, setVersion] = useState(0);
  // The maskable and apple-touch icons sit on the header colour, as the installed app's bar.
  const background = draftPalette(config, 'light')?.header ?? '#0b1f3a';
  const make = async (file: File) => {
    const query = new URLSearchParams({ background });
    const { app } = await sendFile<{ app: AppIcon[] }>(`${appIconsEndpoint}?${query}`, 'POST', file);
    await refreshFolder();
    edit(['brand', 'theme', 'icons', 'app'], app);
    setVersion((v) => v + 1);
    return `Made ${app.length + 1} icons in the brand folder, on ${background}`;
  };
  return (
    <fieldset className="group">
      <legend>App icons</legend>
      <p className="field__help">
        From one SVG, or a PNG of 512 × 512 px or more: the 192 and 512 px icons of the web app manifest, a maskable 512
        px one (the picture within the middle 80%, on the light header colour {background}) and the 180 px icon iOS puts
        on the home screen. They are written to brand/icons/ and named under Icons below.
      </p>
      <FileUpload
        id="make-app-icons"
        label="Make the app icons from a picture"
        accept="image/svg+xml,image/png"
        sending={(name) => `Making the app icons from ${name}…`}
        failed="No icons made"
        send={make}
      />
      <MadeIcons version={version} />
    </fieldset>
  );
}
