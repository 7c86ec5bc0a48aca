import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sandbox } from '../../../tests/setup/dom.ts';
import { renderWithApp } from '../../../tests/setup/render-app.tsx';
import { assumeRendered } from '../../lib/as-rendered.ts';
import { NewsPicture } from './NewsPicture.tsx';

afterEach(() => assumeRendered({ mobile: false, pictures: false, wholePage: false }));

describe('NewsPicture', () => {
  it('shows the picture from its bytes and offers the file under its name', async () => {
    renderWithApp(
      <NewsPicture
        resourceId="news-509-chart"
        alt="BTC price over the week"
        caption="BTC price over the week"
        download="news-509-chart"
      />,
    );
    expect(await screen.findByRole('img', { name: 'BTC price over the week' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'news-509-chart.svg');
  });

  it('says when the picture could not be loaded, and loads it on retry', async () => {
    sandbox.knobs.forcedCodes.set('newsGetNewsResource', { code: 10001, msg: 'Busy', remaining: 1 });
    renderWithApp(<NewsPicture resourceId="news-509-chart" alt="BTC price over the week" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The picture could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: 'BTC price over the week' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("on a page the renderer made, is the renderer's picture address, and the bytes when that address fails", async () => {
    assumeRendered({ mobile: false, pictures: true, wholePage: true });
    renderWithApp(<NewsPicture resourceId="news-509-chart" alt="BTC price over the week" download="news-509-chart" />);
    const served = screen.getByRole('img', { name: 'BTC price over the week' });
    expect(served).toHaveAttribute('src', '/news-pictures/news-509-chart');
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/news-pictures/news-509-chart');
    fireEvent.error(served);
    expect(await screen.findByRole('img', { name: 'BTC price over the week' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
  });
});
