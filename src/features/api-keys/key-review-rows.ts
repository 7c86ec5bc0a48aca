/** The review of a new or changed key: its label, permissions and IP whitelist, exactly as they are sent. */
import type { ReviewRow } from '../../money-action/MoneyReview.tsx';
import type { KeyRequest } from './key-rules.ts';
import { useT } from '../../i18n/use-t.ts';

export function useKeyRows(): (request: KeyRequest | null) => ReviewRow[] {
  const t = useT();
  return (request) =>
    request
      ? [
          { label: t('apiKeys.form.label'), value: request.Label, emphasis: true },
          {
            label: t('apiKeys.form.permissions'),
            value: request.Permissions.map((p) => t(`apiKeys.permission.${p}`)).join(', '),
          },
          {
            label: t('apiKeys.field.whitelist'),
            value: request.IpWhitelist.length > 0 ? request.IpWhitelist.join(', ') : t('apiKeys.whitelist.any'),
          },
        ]
      : [];
}
