/** The maintenance page: says the exchange is being updated, re-checks every 30 s and on request. */
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { maintenanceActor, useInMaintenance } from '../../maintenance/maintenance.ts';
import { Button } from '../../ui/Button.tsx';
import { MessagePage } from './MessagePage.tsx';

export default function UpdatePage() {
  const intl = useIntl();
  const inMaintenance = useInMaintenance();
  // A visit to /update outside maintenance checks at once, and goes home when the exchange is open.
  useEffect(() => maintenanceActor.send({ type: 'CHECK' }), []);
  return (
    <MessagePage title={intl.formatMessage({ id: 'update.title' })} text={intl.formatMessage({ id: 'update.text' })}>
      <Button variant="secondary" busy={!inMaintenance} onClick={() => maintenanceActor.send({ type: 'CHECK' })}>
        {intl.formatMessage({ id: 'update.checkAgain' })}
      </Button>
    </MessagePage>
  );
}
