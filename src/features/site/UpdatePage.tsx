/** The maintenance page: says the exchange is being updated, re-checks every 30 s and on request. */
import { useEffect } from 'react';
import { maintenanceActor, useInMaintenance } from '../../maintenance/maintenance.ts';
import { Button } from '../../ui/Button.tsx';
import { MessagePage } from './MessagePage.tsx';
import { useT } from '../../i18n/use-t.ts';

export default function UpdatePage() {
  const t = useT();
  const inMaintenance = useInMaintenance();
  // A visit to /update outside maintenance checks at once, and goes home when the exchange is open.
  useEffect(() => maintenanceActor.send({ type: 'CHECK' }), []);
  return (
    <MessagePage title={t('update.title')} text={t('update.text')}>
      <Button variant="secondary" busy={!inMaintenance} onClick={() => maintenanceActor.send({ type: 'CHECK' })}>
        {t('update.checkAgain')}
      </Button>
    </MessagePage>
  );
}
