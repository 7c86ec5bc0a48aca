/**
 * The brand: name, logo, colours with their contrast, each theme's palette, the theme mode and up
 * colour a visitor starts with (the top-level `theme`: how the brand looks at first), fonts, icons,
 * contacts.
 */
import { paletteTokens } from '../../../src/config/site-config.schema.ts';
import { ColorField, draftPalette } from '../fields/ColorField.tsx';
import { TextField } from '../fields/fields.tsx';
import { BrandFileField } from '../fields/BrandFileField.tsx';
import { AppIconMaker } from './AppIconMaker.tsx';
import { SchemaFields } from '../fields/SchemaFields.tsx';
import { getAt } from '../model/paths.ts';
import { labelOf } from '../model/schema.ts';
import { useStudio } from '../studio-context.ts';
import { helpFor } from './help.ts';

const brandColors = ['primary', 'primaryText', 'up', 'down'] as const;

/**
 * The logo on the light theme's header, as the app draws it: in a 28 × 28 px box beside the name,
 * scaled to fit (the studio shares the app's origin, so /brand/ paths load as in the app).
 */
function LogoPreview() {
  const { config } = useStudio();
  const logo = getAt(config, ['brand', 'logo']);
  const name = getAt(config, ['brand', 'name']);
  if (typeof logo !== 'string' || !/^(\/|https:\/\/|data:image\/)/.test(logo)) return null;
  const colors = draftPalette(config, 'light');
  return (
    <figure
      className="logo-preview"
      style={colors ? { background: colors.header, color: colors.headerText } : undefined}
    >
      <img src={logo} alt="The logo as the header draws it" width={28} height={28} />
      <span>{typeof name === 'string' ? name : ''}</span>
      <figcaption>As the header draws it: a 28 × 28 px box beside the name</figcaption>
    </figure>
  );
}

export function BrandPanel() {
  return (
    <>
      <TextField path={['brand', 'name']} label="Name" help={helpFor(['brand', 'name'])} />
      <TextField path={['brand', 'cookiePrefix']} label="Cookie prefix" help={helpFor(['brand', 'cookiePrefix'])} />
      <BrandFileField path={['brand', 'logo']} label="Logo" help={helpFor(['brand', 'logo'])} />
      <LogoPreview />
      <AppIconMaker />
      <fieldset className="group">
        <legend>Brand colours</legend>
        <p className="field__help">{helpFor(['brand', 'colors'])}</p>
        {brandColors.map((token) => (
          <ColorField
            key={token}
            path={['brand', 'colors', token]}
            label={labelOf(token)}
            help={helpFor(['brand', 'colors', token])}
            token={token}
            mode="light"
            optional={token === 'primaryText'}
          />
        ))}
      </fieldset>
      {(['light', 'dark'] as const).map((mode) => (
        <details key={mode} className="group">
          <summary>{mode === 'light' ? 'Light theme colours' : 'Dark theme colours'}</summary>
          <p className="field__help">Each colour left empty is derived from the brand colours and made readable.</p>
          {paletteTokens.map((token) => (
            <ColorField
              key={token}
              path={['brand', 'theme', mode, token]}
              label={labelOf(token)}
              help={helpFor(['brand', 'theme', mode, token])}
              token={token}
              mode={mode}
              optional
            />
          ))}
        </details>
      ))}
      <fieldset className="group">
        <legend>Theme mode and up colour</legend>
        <p className="field__help">{helpFor(['theme'])}</p>
        <SchemaFields path={['theme']} />
      </fieldset>
      <SchemaFields path={['brand', 'theme']} skip={['light', 'dark']} />
      <SchemaFields path={['brand']} skip={['name', 'cookiePrefix', 'logo', 'colors', 'theme']} />
    </>
  );
}
