/** A new key's API key and secret key, shown this once, with copy buttons and a warning. */
import type { components } from '../../../generated/base.ts';
import { CopyButton } from '../../ui/CopyButton.tsx';
import { useT } from '../../i18n/use-t.ts';

export function SecretOnce({ created }: { created: components['schemas']['ApiKeyCreated'] }) {
  const t = useT();
  return (
    <div className="secret-once">
      <p className="secret-once__warning" role="alert">
        {t('apiKeys.created.warning')}
      </p>
      <dl className="secret-once__keys">
        <div>
          <dt>{t('apiKeys.field.apiKey')}</dt>
          <dd>
            <code className="secret" data-testid="created-api-key">
              {created.ApiKey}
            </code>
            <CopyButton text={created.ApiKey} what={t('apiKeys.field.apiKey')} />
          </dd>
        </div>
        <div>
          <dt>{t('apiKeys.field.secretKey')}</dt>
          <dd>
            <code className="secret" data-testid="created-secret-key">
              {created.SecretKey}
            </code>
            <CopyButton text={created.SecretKey} what={t('apiKeys.field.secretKey')} />
          </dd>
        </div>
      </dl>
    </div>
  );
}
