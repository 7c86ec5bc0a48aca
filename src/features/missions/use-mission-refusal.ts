/** The words for a refused missions call: its own message for a missions code, the general one otherwise. */
import { useIntl } from 'react-intl';
import type { ApiError } from '../../api/call.ts';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';
import { missionRefusals } from './missions-api.ts';

export function useMissionRefusal() {
  const intl = useIntl();
  const errorText = useApiErrorText();
  return (error: ApiError): string => {
    const known =
      error.kind === 'code' ? missionRefusals[String(error.code) as keyof typeof missionRefusals] : undefined;
    return known ? intl.formatMessage({ id: `missions.refusal.${known}` }) : errorText(error);
  };
}
