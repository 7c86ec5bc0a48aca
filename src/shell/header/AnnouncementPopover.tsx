/** The bell and its popover: the latest announcements in the current language (spec section 2). */
import { lazy } from 'react';
import { useIntl } from 'react-intl';
import { BellIcon } from './icons.tsx';
import { Popover } from './Popover.tsx';

const AnnouncementList = lazy(() => import('./AnnouncementList.tsx'));

export function AnnouncementPopover() {
  const intl = useIntl();
  return (
    <Popover
      className="header-popover--announcements"
      label={intl.formatMessage({ id: 'header.announcements.open' })}
      button={<BellIcon />}
      title={intl.formatMessage({ id: 'header.announcements.title' })}
    >
      <AnnouncementList />
    </Popover>
  );
}
