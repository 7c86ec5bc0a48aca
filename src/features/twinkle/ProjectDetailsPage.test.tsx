import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loseAnswer, sandbox } from '../../../tests/setup/dom.ts';
import { renderWithApp, type AppOptions } from '../../../tests/setup/render-app.tsx';
import { watchToasts } from '../../../tests/setup/money-form.ts';
import type { ReactElement } from 'react';
import ProjectDetailsPage from './ProjectDetailsPage.tsx';

/** Renders with the twinkle switch on, as a site that offers these pages has it (their links lead to them). */
const renderOn = (ui: ReactElement, options: AppOptions = {}) =>
  renderWithApp(ui, { ...options, config: (c) => void (c.features.twinkle = true) });

const orders = () => sandbox.state.ieo.orders.length;
const project = (code: string) => sandbox.state.ieo.projects.find((p) => p.TokenCode === code)!;

const creates = () => sandbox.calls.get('iEOOrderCreateOrder') ?? 0;

const toasts = watchToasts();

async function openReview(quantity: string, id = 4) {
  const user = userEvent.setup();
  const view = renderOn(<ProjectDetailsPage />, { route: `/twinkle/details?id=${id}`, signedIn: true });
  const field = await screen.findByLabelText('Tokens to subscribe', {}, { timeout: 5000 });
  await waitFor(() => expect(screen.getByText('Available').nextElementSibling).toHaveTextContent(/USDT/));
  await user.type(field, quantity);
  await user.click(screen.getByRole('button', { name: 'Review subscription' }));
  return { user, view, field };
}

describe('ProjectDetailsPage', () => {
  it('shows the description and rules as cleaned HTML: no script, handler or javascript link from the server runs', async () => {
    project('AGRI').Intro.en =
      'Fair pay<img src="x" onerror="window.__ran=1"><script>window.__ran=2</script><a href="javascript:window.__ran=3">go</a><iframe src="https://evil.example"></iframe>';
    renderOn(<ProjectDetailsPage />, { route: '/twinkle/details?id=4' });
    const about = await screen.findByRole('region', { name: 'About the project' }, { timeout: 5000 });
    expect(about).toHaveTextContent('Fair pay');
    expect(about.querySelector('script, iframe, [onerror], a[href^="javascript"]')).toBeNull();
    expect(within(about).getByRole('link', { name: 'Visit the AgriLedger website' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(screen.getByRole('region', { name: 'Subscription rules' })).toHaveTextContent(
      'Calculation of the allocations',
    );
    expect((window as { __ran?: number }).__ran).toBeUndefined();
  }, 20_000);

  it('marks the phase under way on the timeline and counts it down', async () => {
    renderOn(<ProjectDetailsPage />, { route: '/twinkle/details?id=6' });
    const timeline = await screen.findByRole('region', { name: 'Sale phases' }, { timeout: 5000 });
    const current = within(timeline)
      .getAllByRole('listitem')
      .find((step) => step.getAttribute('aria-current') === 'step')!;
    expect(current).toHaveTextContent('Calculation');
    expect(within(timeline).getAllByRole('listitem')[0]).toHaveTextContent('Done');
    expect(within(timeline).getByRole('timer')).toHaveAccessibleName(/^Tokens credited in/);
    expect(screen.getByText(/^Subscriptions closed on .+ The allocations are being calculated\.$/)).toBeInTheDocument();
  }, 20_000);

  it('asks a visitor to log in to subscribe, and says when an upcoming sale opens', async () => {
    const view = renderOn(<ProjectDetailsPage />, { route: '/twinkle/details?id=4' });
    expect(await screen.findByRole('link', { name: 'Log in' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/user/login?return=%2Ftwinkle%2Fdetails%3Fid%3D4',
    );
    view.unmount();
    renderOn(<ProjectDetailsPage />, { route: '/twinkle/details?id=5' });
    expect(
      await screen.findByText(/^Subscriptions open on \d{4}-\d\d-\d\d \d\d:\d\d\.$/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Tokens to subscribe')).toBeNull();
  }, 20_000);

  it('says a sold-out sale cannot be subscribed', async () => {
    project('SOLR').Sold = project('SOLR').TotalSupply;
    renderOn(<ProjectDetailsPage />, { route: '/twinkle/details?id=3', signedIn: true });
    expect(
      await screen.findByText('This sale has sold out: no tokens are left to subscribe.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Tokens to subscribe')).toBeNull();
  }, 20_000);

  it('says a sale that does not exist is not there', async () => {
    renderOn(<ProjectDetailsPage />, { route: '/twinkle/details?id=99' });
    expect(
      await screen.findByText('This token sale does not exist, or is no longer shown.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  }, 20_000);

  it('reviews the cost in decimal, subscribes once on a double click, and shows the new subscription at once', async () => {
    const { user } = await openReview('1000.5');
    const review = screen.getByRole('dialog', { name: 'Review your subscription' });
    expect(review).toHaveTextContent('AgriLedger (AGRI)');
    expect(within(review).getByText('You pay').nextElementSibling).toHaveTextContent('80.0400 USDT');
    expect(review).toHaveTextContent('A subscription cannot be cancelled.');
    const before = orders();
    await user.dblClick(within(review).getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(/^You subscribed 1,000\.50 AGRI for 80\.0400 USDT\./)).toBeInTheDocument();
    expect(orders()).toBe(before + 1);
    expect(sandbox.calls.get('iEOOrderCreateOrder')).toBe(1);
    const mine = screen.getByRole('region', { name: 'Your subscription' });
    await waitFor(() => expect(mine).toHaveTextContent('6,000.50 AGRI'));
    expect(screen.getByLabelText('Tokens to subscribe')).toHaveValue('');
  }, 20_000);

  it('refuses a quantity over the limit on its field, before anything is sent', async () => {
    const { field } = await openReview('45000.01');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/You can subscribe at most 45,000\.00\sAGRI more\./);
    expect(field).toHaveValue('45000.01');
    expect(sandbox.calls.get('iEOOrderCreateOrder')).toBeUndefined();
  }, 20_000);

  it('puts a refusal of the server on the quantity and keeps what was typed', async () => {
    const { user, field } = await openReview('15000', 3);
    project('SOLR').Sold = '1990000';
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Only .* are left for sale\./));
    expect(field).toHaveFocus();
    expect(field).toHaveValue('15000');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toasts()).toEqual([]);
  }, 20_000);

  it('subscribes once when Enter is held on Subscribe', async () => {
    const { user } = await openReview('1000');
    within(screen.getByRole('dialog')).getByRole('button', { name: 'Subscribe' }).focus();
    await user.keyboard('{Enter>6}');
    await user.keyboard('{/Enter}');
    expect(await screen.findByText(/^You subscribed 1,000\.00 AGRI/)).toBeInTheDocument();
    expect(creates()).toBe(1);
  }, 20_000);

  it('says over the form, in view and focused, that the sale has closed, and loads the sale again', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    const { user, field } = await openReview('1000');
    const loads = sandbox.calls.get('iEOProjectGetProjectDetails') ?? 0;
    sandbox.knobs.forcedCodes.set('iEOOrderCreateOrder', { code: 60001, msg: 'closed', remaining: 1 });
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Subscribe' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This sale no longer takes subscriptions.');
    expect(alert).toHaveFocus();
    expect(scrolled).toContain(alert);
    expect(field).toHaveValue('1000');
    expect(toasts()).toEqual([]);
    await waitFor(() => expect(sandbox.calls.get('iEOProjectGetProjectDetails')).toBeGreaterThan(loads));
  }, 20_000);

  it('says the outcome is not known after a timeout, without a way to send again', async () => {
    const { user } = await openReview('1000');
    loseAnswer('iEOOrderCreateOrder');
    const review = screen.getByRole('dialog');
    await user.click(within(review).getByRole('button', { name: 'Subscribe' }));
    expect(await within(review).findByText('The outcome is not known yet')).toBeInTheDocument();
    expect(within(review).getByRole('link', { name: 'See my subscriptions' })).toHaveAttribute(
      'href',
      '/twinkle?tab=mine',
    );
    expect(within(review).queryByRole('button', { name: 'Subscribe' })).toBeNull();
    await user.keyboard('{Enter}');
    await user.click(within(review).getByRole('button', { name: 'Close' }));
    expect(screen.getByLabelText('Tokens to subscribe')).toHaveValue('');
    expect(creates()).toBe(1);
  }, 20_000);
});
