import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { announcementGetAppAnnouncement } from '../../generated/operations/announcementGetAppAnnouncement.ts';
import { renderWithApp } from '../../tests/setup/render-app.tsx';
import { sandbox } from '../../tests/setup/dom.ts';
import { apiEffects } from './effects.ts';
import { apiQueryOrMissing } from './missing.ts';
import { useApiQuery } from './query.ts';

function Announcement({ id }: { id: number }) {
  const item = useApiQuery(apiQueryOrMissing(announcementGetAppAnnouncement, { params: { query: { id } } }));
  if (item.isError) return <p>failed</p>;
  if (item.isPending) return <p>loading</p>;
  return <p>{item.data === null ? 'no such announcement' : item.data.Title}</p>;
}

describe('a query whose unknown id is data', () => {
  it('answers the item when it exists', async () => {
    renderWithApp(<Announcement id={1003} />);
    expect(await screen.findByText('Beware of phishing sites and fake support agents')).toBeInTheDocument();
  });

  it('answers null for an unknown id, without the catalogue’s toast', async () => {
    const shown: unknown[] = [];
    const stop = apiEffects.subscribe((effect) => shown.push(effect));
    renderWithApp(<Announcement id={77} />);
    expect(await screen.findByText('no such announcement')).toBeInTheDocument();
    stop();
    expect(shown).toEqual([]);
  });

  it('still fails on any other refusal', async () => {
    sandbox.knobs.forcedCodes.set('announcementGetAppAnnouncement', { code: 10001, msg: 'No', remaining: 1 });
    renderWithApp(<Announcement id={1003} />);
    expect(await screen.findByText('failed')).toBeInTheDocument();
  });
});
