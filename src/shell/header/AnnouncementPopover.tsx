/** The bell and its popover: the latest announcements in the current language (spec section 2). */
import { lazy } from 'react';
import { BellIcon } from './icons.tsx';
import { Popover } from './Popover.tsx';
import { useT } from '../../i18n/use-t.ts';

const AnnouncementList = lazy(() => import('./AnnouncementList.tsx'));

export function AnnouncementPopover() {
  const t = useT();
  return (
    <Popover
      className="header-popover--announcements"
      label={t('header.announcements.open')}
      button={<BellIcon />}
      title={t('header.announcements.title')}
    >
      <AnnouncementList />
    </Popover>
  );
}
