/**
 * A colour of the brand: typed as #rrggbb or picked, with its contrast against what it sits on
 * measured live, as the check measures it (src/config/theme-contrast.ts).
 */
import { contrastRatio } from '../../../src/lib/contrast.ts';
import { colorOf, contrastRules, paintName } from '../../../src/config/theme-contrast.ts';
import { palette, type Mode, type Palette } from '../../../src/config/theme-tokens.ts';
import type { PaletteToken, SiteConfig } from '../../../src/config/site-config.schema.ts';
import { getAt } from '../model/paths.ts';
import { useStudio } from '../studio-context.ts';
import { FieldFrame } from './FieldFrame.tsx';
import type { FieldProps } from './fields.tsx';

const isHex = (value: unknown): value is string => typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value);

/** The draft's palette of a mode, or null while a colour it needs is not a colour yet. */
export function draftPalette(config: unknown, mode: Mode): Palette | null {
  try {
    const colors = palette(getAt(config, ['brand']) as SiteConfig['brand'], mode);
    return Object.values(colors).every(isHex) ? colors : null;
  } catch {
    return null;
  }
}

function Contrast({ colors, token, label }: { colors: Palette; token: PaletteToken; label: string }) {
  const rule = contrastRules.find(([fg]) => fg === token);
  if (!rule) return null;
  const [, backgrounds, need] = rule;
  return (
    <ul className="contrast" aria-label={`${label}: contrast`}>
      {backgrounds.map((bg) => {
        const ratio = contrastRatio(colors[token], colorOf(colors, bg));
        const passes = ratio >= need;
        return (
          <li key={paintName(bg)} className={passes ? 'contrast--pass' : 'contrast--fail'}>
            {`${(Math.floor(ratio * 100) / 100).toFixed(2)}:1 on ${paintName(bg)}`} {passes ? '✓' : `✗ needs ${need}:1`}
          </li>
        );
      })}
    </ul>
  );
}

interface Props extends FieldProps {
  token: PaletteToken;
  mode: Mode;
  /** Left out, the colour is derived (and shown as the placeholder). */
  optional?: boolean;
}

export function ColorField({ path, label, help, token, mode, optional }: Props) {
  const { config, edit } = useStudio();
  const value = getAt(config, path);
  const colors = draftPalette(config, mode);
  const shown = isHex(value) ? value : (colors?.[token] ?? '#000000');
  return (
    <FieldFrame
      path={path}
      label={label}
      help={help}
      extra={colors && <Contrast colors={colors} token={token} label={label} />}
    >
      {(input) => (
        <>
          <input
            type="color"
            aria-label={`${label}: pick a colour`}
            value={shown.toLowerCase()}
            onChange={(event) => edit(path, event.target.value)}
          />
          <input
            {...input}
            type="text"
            className="color-text"
            spellCheck={false}
            placeholder={optional && colors ? `derived: ${colors[token]}` : '#rrggbb'}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => edit(path, optional && event.target.value === '' ? undefined : event.target.value)}
          />
        </>
      )}
    </FieldFrame>
  );
}
