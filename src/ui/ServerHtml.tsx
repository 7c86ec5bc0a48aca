/**
 * Server HTML (an announcement, an article, a legal document), rendered only once sanitised: no
 * script, handler, frame, style or script URL survives (src/lib/sanitize-html.ts). Article
 * typography; a wide table scrolls inside its own box.
 */
import { useMemo } from 'react';
import { sanitizeHtml } from '../lib/sanitize-html.ts';
import './server-html.css';

interface ServerHtmlProps {
  html: string;
  className?: string;
}

export function ServerHtml({ html, className }: ServerHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // Sanitised above: only ordinary article markup is left.
  return <div className={`server-html ${className ?? ''}`.trim()} dangerouslySetInnerHTML={{ __html: clean }} />;
}
