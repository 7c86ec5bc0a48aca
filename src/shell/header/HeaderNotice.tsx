/**
 * The header's live regions: both are always in the page (a region added with its text is often
 * not read), a confirmation goes to the polite one, a failure to the alert. Each shows 4 seconds.
 */
import { useEffect } from 'react';
import { clearNotice, useNotice } from './header-notice.ts';

const shownMs = 4000;

export function HeaderNotice() {
  const notice = useNotice();
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => clearNotice(notice.serial), shownMs);
    return () => clearTimeout(timer);
  }, [notice]);

  return (
    <div className="header-notice">
      <div role="status" aria-live="polite">
        {notice?.tone === 'status' && <p className="header-notice__text">{notice.text}</p>}
      </div>
      <div role="alert">
        {notice?.tone === 'alert' && <p className="header-notice__text header-notice__text--alert">{notice.text}</p>}
      </div>
    </div>
  );
}
