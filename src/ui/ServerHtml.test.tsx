import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { ServerHtml } from './ServerHtml.tsx';

describe('ServerHtml', () => {
  it('renders article markup with no script, handler, frame, style or script URL left', () => {
    const hostile =
      '<p>Plain text stays</p><script>window.__ran = 1</script><img src="x" onerror="window.__ran = 2">' +
      '<a href="javascript:window.__ran = 3">Claim</a><iframe srcdoc="<script>parent.__ran = 4</script>"></iframe>' +
      '<p style="position:fixed" onclick="window.__ran = 5">x</p><table><tr><td>BTC</td></tr></table>';
    const { container } = render(<ServerHtml html={hostile} className="notice-body" />);
    const body = container.querySelector('.server-html.notice-body')!;
    expect(body).toHaveTextContent('Plain text stays');
    expect(body.querySelector('table td')).toHaveTextContent('BTC');
    expect(body.querySelectorAll('script, iframe, [onerror], [onclick], [style], a[href^="javascript"]')).toHaveLength(
      0,
    );
  });
});
