/** The brand: name, logo, colours with their contrast, each theme's palette, fonts, icons, contacts. */
import { paletteTokens } from '../../../src/config/site-config.schema.ts';
import { ColorField } from '../fields/ColorField.tsx';
import { TextField } from '../fields/fields.tsx';
import { SchemaFields } from '../fields/SchemaFields.tsx';
import { labelOf } from '../model/schema.ts';
import { helpFor } from './help.ts';

const brandColors = ['primary', 'primaryText', 'up', 'down'] as const;

export function BrandPanel() {
  return (
    <>
      <TextField path={['brand', 'name']} label="Name" help={helpFor(['brand', 'name'])} />
      <TextField path={['brand', 'cookiePrefix']} label="Cookie prefix" help={helpFor(['brand', 'cookiePrefix'])} />
      <TextField path={['brand', 'logo']} label="Logo" help={helpFor(['brand', 'logo'])} />
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
