/** Server HTML of a sale (its description, its rules), cleaned before it is shown. */
import { useMemo } from 'react';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';

export function SaleHtml({ html, className }: { html: string; className: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={`sale-html ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
