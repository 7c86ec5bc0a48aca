/** The display choices' panel, loaded when the customer first opens it. */
import { useMessageAreas } from '../../i18n/language-store.ts';
import { shellMessageAreas } from '../message-areas.ts';
import {
  setThemeMode,
  setUpColor,
  useThemeModeSetting,
  useUpColor,
  type ThemeModeSetting,
  type UpColor,
} from '../theme.ts';
import { useT } from '../../i18n/use-t.ts';

function Choices<T extends string>(props: {
  legend: string;
  name: string;
  values: readonly T[];
  label: (value: T) => string;
  chosen: T;
  choose: (value: T) => void;
}) {
  return (
    <fieldset className="theme-settings__group">
      <legend>{props.legend}</legend>
      {props.values.map((value) => (
        <label key={value} className="theme-settings__choice">
          <input
            type="radio"
            name={props.name}
            value={value}
            checked={props.chosen === value}
            onChange={() => props.choose(value)}
          />
          {props.label(value)}
        </label>
      ))}
    </fieldset>
  );
}

export default function ThemePanel() {
  useMessageAreas(shellMessageAreas.display);
  const setting = useThemeModeSetting();
  const up = useUpColor();
  const t = useT();
  return (
    <>
      <Choices<ThemeModeSetting>
        legend={t('display.mode')}
        name="theme-mode"
        values={['light', 'dark', 'system']}
        label={(value) => t(`display.${value}`)}
        chosen={setting}
        choose={setThemeMode}
      />
      <Choices<UpColor>
        legend={t('display.upColor')}
        name="up-color"
        values={['green-up', 'red-up']}
        label={(value) => t(`display.${value}`)}
        chosen={up}
        choose={setUpColor}
      />
    </>
  );
}
