import { describe, expect, it } from 'vitest';
import { createEvent, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithDraft } from '../test-harness.tsx';
import { HomePanel } from '../panels/HomePanel.tsx';

const config = {
  home: {
    template: 2,
    aboutVariant: 2,
    sections: [
      { id: 'banner', on: true },
      { id: 'marketTrend', on: true },
      { id: 'features', on: false },
    ],
    appDownloads: { android: true, ios: true, beta: false },
  },
};
const order = (draft: unknown) => (draft as typeof config).home.sections.map((s) => s.id);

describe('ordering the home sections', () => {
  it('moves a section with the arrow keys on its handle, keeps the focus on it and says where it went', async () => {
    const view = renderWithDraft(<HomePanel />, config);
    screen.getByRole('button', { name: 'Move banner, position 1 of 3' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(order(view.draft())).toEqual(['marketTrend', 'banner', 'features']);
    expect(await screen.findByRole('button', { name: 'Move banner, position 2 of 3' })).toHaveFocus();
    expect(screen.getByText('banner moved to position 2 of 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(order(view.draft())).toEqual(['banner', 'marketTrend', 'features']);
  });

  it('moves a section dropped on another', () => {
    const view = renderWithDraft(<HomePanel />, config);
    const rows = screen.getAllByRole('listitem');
    const dataTransfer = { effectAllowed: '', setData: () => {}, getData: () => '2' };
    const start = createEvent.dragStart(rows[2]);
    Object.defineProperty(start, 'dataTransfer', { value: dataTransfer });
    fireEvent(rows[2], start);
    const drop = createEvent.drop(rows[0]);
    Object.defineProperty(drop, 'dataTransfer', { value: dataTransfer });
    fireEvent(rows[0], drop);
    expect(order(view.draft())).toEqual(['features', 'banner', 'marketTrend']);
  });

  it('switches a section on or off in its row', async () => {
    const view = renderWithDraft(<HomePanel />, config);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show features' }));
    expect((view.draft() as typeof config).home.sections[2]).toEqual({ id: 'features', on: true });
  });
});
