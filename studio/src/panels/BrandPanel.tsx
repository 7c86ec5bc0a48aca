/** The brand: name, logo, colours with their contrast, each theme's palette, fonts, icons, contacts. */
import { paletteTokens } from '../../../src/config/site-config.schema.ts';
import { ColorField, draftPalette } from '../fields/ColorField.tsx';
import { TextField } from '../fields/fields.tsx';
import { SchemaFields } from '../fields/SchemaFields.tsx';
import { getAt } from '../model/paths.ts';
import { labelOf } from '../model/schema.ts';
import { useStudio } from '../studio-context.ts';
import { helpFor } from './help.ts';

const brandColors = ['primary', 'primaryText', 'up', 'down'] as const;

/** The logo on the light theme's header, as the app loads it (the studio shares the app's origin). */
function LogoPreview() {
  const { config } = useStudio();
  const logo = getAt(config, ['brand', 'logo']);
  if (typeof logo !== 'string' || !/^(\/|https:\/\/|data:image\/)/.test(logo)) return null;
  const header = draftPalette(config, 'light')?.header;
  return (
    <img
      className="logo-preview"
      style={header ? { background: header } : undefined}
      src={logo}
      alt="The logo on the header colour"
      height={32}
    />
  );
}

export function BrandPanel() {
  return (
    <>
      <TextField path={['brand', 'name']} label="Name" help={helpFor(['brand', 'name'])} />
      <TextField path={['brand', 'cookiePrefix']} label="Cookie prefix" help={helpFor(['brand', 'cookiePrefix'])} />
      <TextField path={['brand', 'logo']} label="Logo" help={helpFor(['brand', 'logo'])} />
      <LogoPreview />
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
      <SchemaFields path={['brand', 'theme']} skip={['light', 'dark']} />
      <SchemaFields path={['brand']} skip={['name', 'cookiePrefix', 'logo', 'colors', 'theme']} />
    </>
  );
}
