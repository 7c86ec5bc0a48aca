/** What the settings page gives each of its change forms. */
import type { UserInfo } from './account-api.ts';

export interface SettingFormProps {
  user: UserInfo;
  open: boolean;
  onClose: () => void;
  /** After the change was saved, with the id of the success message to show. */
  onDone: (messageId: string) => void;
}
