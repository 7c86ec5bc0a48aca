/**
 * The app icons a phone needs, made from one SVG or large PNG with sharp (libvips): 192 and 512 px
 * for the manifest, a 512 px maskable one whose picture keeps to the middle 80% (the safe zone a
 * phone's mask never cuts) on the brand's header colour, and the 180 px apple-touch icon, opaque
 * (iOS paints a transparent one's background black). Studio only: never in the browser bundle.
 */
import sharp from 'sharp';

export interface MadeIcon {
  file: string;
  size: number;
  purpose?: 'any' | 'maskable';
  /** The apple-touch icon is not a manifest icon. */
  appleTouch?: true;
  body: Buffer;
}

/** The smallest PNG that still makes a sharp 512 px icon. */
export const minimumSource = 512;
/** The maskable icon's safe zone: a circle of 80% of its width. */
const safeZone = 0.8;

async function square(source: Buffer, size: number, background: string | null): Promise<Buffer> {
  const transparent = { r: 0, g: 0, b: 0, alpha: 0 };
  let image = sharp(source, { density: 384 }).resize(size, size, { fit: 'contain', background: transparent });
  if (background) image = image.flatten({ background });
  return image.png({ compressionLevel: 9 }).toBuffer();
}

export async function makeAppIcons(source: Buffer, background: string): Promise<MadeIcon[]> {
  const inner = Math.round(512 * safeZone);
  const pad = (512 - inner) / 2;
  const maskable = await sharp(await square(source, inner, null))
    .extend({ top: Math.floor(pad), bottom: Math.ceil(pad), left: Math.floor(pad), right: Math.ceil(pad), background })
    .flatten({ background })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return [
    { file: 'app-192.png', size: 192, purpose: 'any', body: await square(source, 192, null) },
    { file: 'app-512.png', size: 512, purpose: 'any', body: await square(source, 512, null) },
    { file: 'app-maskable-512.png', size: 512, purpose: 'maskable', body: maskable },
    { file: 'apple-touch-180.png', size: 180, appleTouch: true, body: await square(source, 180, background) },
  ];
}
