/** An announcement's date, kind and, for a hot one, the "Hot" mark (a word, not only a colour). */
import { useIntl } from 'react-intl';
import { formatDate } from '../../lib/dates.ts';
import type { Announcement } from './notice-api.ts';

export function NoticeMeta({ item }: { item: Announcement }) {
  const intl = useIntl();
  return (
    <span className="notice-meta">
      {item.IsHot && <span className="notice-hot">{intl.formatMessage({ id: 'notice.hot' })}</span>}
      {item.Type && <span className="notice-meta__type">{intl.formatMessage({ id: `notice.type.${item.Type}` })}</span>}
      <time dateTime={item.CreateTime}>{formatDate(item.CreateTime, 'YYYY-MM-DD')}</time>
    </span>
  );
}
