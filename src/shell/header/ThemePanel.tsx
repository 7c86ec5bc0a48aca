/** The display choices' panel, loaded when the customer first opens it. */
import { useMessageAreas } from '../../i18n/language-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { RadioGroup } from '../../ui/RadioGroup.tsx';
import { shellMessageAreas } from '../message-areas.ts';
import {
  setThemeMode,
  setUpColor,
  useThemeModeSetting,
  useUpColor,
  type ThemeModeSetting,
  type UpColor,
} from '../theme.ts';

const modes: readonly ThemeModeSetting[] = ['light', 'dark', 'system'];
const upColors: readonly UpColor[] = ['green-up', 'red-up'];

export default function ThemePanel() {
  useMessageAreas(shellMessageAreas.display);
  const setting = useThemeModeSetting();
  const up = useUpColor();
  const t = useT();
  return (
    <>
      <RadioGroup
        className="theme-settings__group"
        label={t('display.mode')}
        name="theme-mode"
        options={modes.map((value) => ({ value, label: t(`display.${value}`) }))}
        value={setting}
        onChange={setThemeMode}
      />
      <RadioGroup
        className="theme-settings__group"
        label={t('display.upColor')}
        name="up-color"
        options={upColors.map((value) => ({ value, label: t(`display.${value}`) }))}
        value={up}
        onChange={setUpColor}
      />
    </>
  );
}
