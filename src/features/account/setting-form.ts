/** What the settings page gives each of its change forms. */
import type { UserInfo } from './account-api.ts';

export interface SettingFormProps {
  user: UserInfo;
  open: boolean;
  onClose: () => void;
  /** After the change was saved, with the id of the success message to show. */
  onDone: (messageId: string) => void;
}

/** The code fields' refusals, the same in every form that asks for a sent code. */
export const codeRefusals = {
  '20001': { field: 'code', id: 'code.20001' },
  '20002': { field: 'code', id: 'code.20002' },
} as const;
