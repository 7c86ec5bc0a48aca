import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { advanceClock, resetClock } from '../../../../sandbox/core/clock.ts';
import { sandbox, loseAnswer } from '../../../../tests/setup/dom.ts';
import { expectOutcomeUnknown, expectRefusalInView, scrolledIntoView } from '../../../../tests/setup/money-form.ts';
import { useNodeFiles } from '../../../../tests/setup/node-files.ts';
import { renderWithApp, startApp } from '../../../../tests/setup/render-app.tsx';
import { apiEffects } from '../../../api/effects.ts';
import FacilitaPayPage from './FacilitaPayPage.tsx';

const pdf = (name: string, bytes = 64) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
const documentRow = (name: string) => screen.getByRole('heading', { name }).closest('li')!;
const bankAccount = {
  BankCode: '260',
  Branch: '0001',
  AccountNumber: '12345678-9',
  AccountType: 'checking',
  HolderName: 'Ana Souza',
  HolderCpf: '52998224725',
};

afterEach(() => {
  vi.useRealTimers();
  resetClock();
});

const pixRoute = '/fiat/FacilitaPay?side=buy&coin=USDT&amount=500';
const pixBuys = () => sandbox.calls.get('ordersCreateBuyFacilitaPay') ?? 0;

/** A customer registered with FacilitaPay and one bank account reviews a PIX buy of 500 BRL. */
async function reviewPixBuy(user: ReturnType<typeof userEvent.setup>) {
  const { token } = renderWithApp(<FacilitaPayPage />, { route: pixRoute, signedIn: true });
  for (const DocumentLabel of ['cpf', 'proofOfAddress', 'selfie'])
    await sandbox.call('facilitaPayUploadDocuments', {
      token: token!,
      body: { DocumentLabel, File: `${DocumentLabel}.jpg` },
    });
  await sandbox.call('facilitaPayRegistration', { token: token! });
  advanceClock(10_000);
  await sandbox.call('facilitaPayRegistBankAccounts', { token: token!, body: bankAccount });
  renderWithApp(<FacilitaPayPage />, { route: pixRoute, signedIn: true });
  const trade = await screen.findByRole('region', { name: 'Trade with PIX' }, { timeout: 5000 });
  await within(trade).findByLabelText('Pay from');
  await user.click(within(trade).getByRole('button', { name: 'Review' }));
  const review = await screen.findByRole('dialog', { name: 'Review your purchase' });
  return {
    trade,
    amount: within(trade).getByLabelText('You pay'),
    review,
    confirm: within(review).getByRole('button', { name: 'Place the order' }),
  };
}

describe('FacilitaPayPage', { timeout: 30_000 }, () => {
  useNodeFiles();

  it('checks each document before uploading it, retries a failed upload without touching the others, and follows the registration to approval', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ delay: null, applyAccept: false, advanceTimers: vi.advanceTimersByTime });
    renderWithApp(<FacilitaPayPage />, { route: '/fiat/FacilitaPay', signedIn: true });
    expect(await screen.findByText('0 of 3 documents', {}, { timeout: 5000 })).toBeInTheDocument();

    await user.upload(
      within(documentRow('CPF document')).getByLabelText('Choose a file for CPF document'),
      pdf('cpf.exe'),
    );
    expect(within(documentRow('CPF document')).getByRole('alert')).toHaveTextContent(
      'This file type is not accepted. Use JPG, JPEG, PNG, PDF.',
    );
    await user.upload(
      within(documentRow('CPF document')).getByLabelText('Choose a file for CPF document'),
      pdf('cpf.pdf', 5 * 1024 * 1024 + 1),
    );
    expect(within(documentRow('CPF document')).getByRole('alert')).toHaveTextContent(
      'This file is too large: the limit is 5 MB.',
    );
    expect(sandbox.calls.get('facilitaPayUploadDocuments')).toBeUndefined();

    sandbox.knobs.latency = { ms: 300, operationId: 'facilitaPayUploadDocuments' };
    sandbox.knobs.forcedCodes.set('facilitaPayUploadDocuments', { code: 99998, msg: 'Storage is busy', remaining: 1 });
    sandbox.state.payment.knobs.documentRefusal = {
      label: 'selfie',
      reason: { en: 'Your face is hidden.', fr: 'Visage caché.', 'zh-CN': '脸被遮住。', 'zh-Hant': '臉被遮住。' },
      remaining: 1,
    };
    await user.upload(
      within(documentRow('Proof of address')).getByLabelText('Choose a file for Proof of address'),
      pdf('bill.pdf'),
    );
    expect(
      within(documentRow('Proof of address')).getByRole('progressbar', { name: 'Uploading bill.pdf' }),
    ).toBeInTheDocument();
    await user.upload(
      within(documentRow('CPF document')).getByLabelText('Choose a file for CPF document'),
      pdf('cpf.pdf'),
    );
    await user.upload(
      within(documentRow('Selfie with your document')).getByLabelText('Choose a file for Selfie with your document'),
      pdf('me.pdf'),
    );
    await vi.advanceTimersByTimeAsync(1000);

    const proof = documentRow('Proof of address');
    expect(await within(proof).findByRole('button', { name: 'Try bill.pdf again' })).toBeInTheDocument();
    expect(within(proof).getByRole('alert')).toHaveTextContent('Storage is busy');
    await waitFor(() => expect(within(documentRow('CPF document')).getByText('Uploaded')).toBeInTheDocument());
    expect(
      within(documentRow('Selfie with your document')).getByText('FacilitaPay refused this file: Your face is hidden.'),
    ).toBeInTheDocument();

    await user.click(within(proof).getByRole('button', { name: 'Try bill.pdf again' }));
    await user.upload(
      within(documentRow('Selfie with your document')).getByLabelText('Replace the file for Selfie with your document'),
      pdf('me-again.pdf'),
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(await screen.findByText('Under review')).toBeInTheDocument();
    expect(sandbox.state.payment.registrations.values().next().value?.Status).toBe('pending');

    advanceClock(10_000);
    await vi.advanceTimersByTimeAsync(3_100);
    expect(await screen.findByText('Registered')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Trade with PIX' })).toBeInTheDocument();
  });

  it('says an upload whose answer never came may have arrived, offers no retry and checks the documents again', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderWithApp(<FacilitaPayPage />, { route: '/fiat/FacilitaPay', signedIn: true });
    expect(await screen.findByText('0 of 3 documents', {}, { timeout: 5000 })).toBeInTheDocument();
    const labelLoads = sandbox.calls.get('facilitaPayGetDocumentLabels') ?? 0;
    loseAnswer('facilitaPayUploadDocuments');
    const cpf = documentRow('CPF document');
    await user.upload(within(cpf).getByLabelText('Choose a file for CPF document'), pdf('cpf.pdf'));
    expect(
      await within(cpf).findByText(/No answer came for cpf\.pdf, so it may have arrived/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(within(cpf).queryByRole('button', { name: /again/ })).toBeNull();
    await waitFor(() => expect(sandbox.calls.get('facilitaPayGetDocumentLabels')).toBeGreaterThan(labelLoads));
    sandbox.knobs.latency = null;
    expect(sandbox.calls.get('facilitaPayUploadDocuments')).toBe(1);
  });

  it('says when the registration’s review cannot be loaded, and loads it again on retry', async () => {
    const user = userEvent.setup({ delay: null });
    const token = startApp({ signedIn: true })!;
    for (const DocumentLabel of ['cpf', 'proofOfAddress', 'selfie'])
      await sandbox.call('facilitaPayUploadDocuments', {
        token,
        body: { DocumentLabel, File: `${DocumentLabel}.jpg` },
      });
    sandbox.knobs.forcedCodes.set('facilitaPayRegistration', { code: 500, msg: 'Down', remaining: 1 });
    renderWithApp(<FacilitaPayPage />, { route: '/fiat/FacilitaPay', signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 }));
    expect(
      await screen.findByText('FacilitaPay is reviewing your documents. This page updates by itself.'),
    ).toBeInTheDocument();
  });

  it('buys with PIX from a registered account: the code to copy, its QR and the time left', async () => {
    const user = userEvent.setup({ delay: null });
    const { token } = renderWithApp(<FacilitaPayPage />, {
      route: '/fiat/FacilitaPay?side=buy&coin=USDT&amount=500',
      signedIn: true,
    });
    for (const DocumentLabel of ['cpf', 'proofOfAddress', 'selfie'])
      await sandbox.call('facilitaPayUploadDocuments', {
        token: token!,
        body: { DocumentLabel, File: `${DocumentLabel}.jpg` },
      });
    await sandbox.call('facilitaPayRegistration', { token: token! });
    advanceClock(10_000);
    await sandbox.call('facilitaPayRegistBankAccounts', { token: token!, body: bankAccount });
    renderWithApp(<FacilitaPayPage />, { route: '/fiat/FacilitaPay?side=buy&coin=USDT&amount=500', signedIn: true });

    const trade = await screen.findByRole('region', { name: 'Trade with PIX' }, { timeout: 5000 });
    expect(await within(trade).findByLabelText('Pay from')).toHaveDisplayValue(
      'Nu Pagamentos (Nubank) · 0001 / 12345678-9',
    );
    expect(within(trade).getByLabelText('You pay')).toHaveValue('500');
    await user.click(within(trade).getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('dialog', { name: 'Review your purchase' });
    expect(within(review).getByText('Fee').nextElementSibling).toHaveTextContent('R$2.50');
    await user.click(within(review).getByRole('button', { name: 'Place the order' }));

    const pay = await screen.findByRole('region', { name: 'How to pay' });
    expect(within(pay).getByTestId('instruction-PixCode')).toHaveTextContent(/^000201.*6304[0-9A-F]{4}$/);
    expect(await within(pay).findByRole('img', { name: 'QR code of the PIX payment' })).toBeInTheDocument();
    expect(within(pay).getByRole('timer')).toHaveAccessibleName(/Time left to pay: 1[45]:\d\d/);
    expect(within(pay).getByRole('button', { name: /^Copy\s*PIX copy-and-paste code$/ })).toBeInTheDocument();
  });

  it('shows the server message of a PIX order refused with payment:0027 once, over the form, in view and focused', async () => {
    const user = userEvent.setup({ delay: null });
    const scrolled = scrolledIntoView();
    const toasts: unknown[] = [];
    const stop = apiEffects.subscribe((effect) => void (effect.type === 'toast' && toasts.push(effect)));
    const { amount, confirm } = await reviewPixBuy(user);
    sandbox.knobs.forcedCodes.set('ordersCreateBuyFacilitaPay', {
      code: 'payment:0027',
      msg: 'PIX payments are paused for your bank until 18:00.',
      remaining: 1,
    });
    await user.click(confirm);
    await expectRefusalInView('PIX payments are paused for your bank until 18:00.', scrolled);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(amount).toHaveValue('500');
    expect(toasts).toEqual([]);
    stop();
  });

  it('puts a refusal of the limits on the amount, focused and kept, then places the next order once on a double click', async () => {
    const user = userEvent.setup({ delay: null });
    const { trade, amount, confirm } = await reviewPixBuy(user);
    sandbox.knobs.forcedCodes.set('ordersCreateBuyFacilitaPay', { code: 'payment:0011', msg: 'limits', remaining: 1 });
    await user.click(confirm);
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/outside the channel's limits/));
    expect(amount).toHaveFocus();
    expect(amount).toHaveValue('500');
    await user.click(within(trade).getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('dialog', { name: 'Review your purchase' });
    await user.dblClick(within(review).getByRole('button', { name: 'Place the order' }));
    expect(await screen.findByRole('region', { name: 'How to pay' }, { timeout: 5000 })).toBeInTheDocument();
    expect(pixBuys()).toBe(2);
  });

  it('sends a PIX order once on a held Enter and, when no answer comes, says so, points to the orders and never sends it again', async () => {
    const user = userEvent.setup({ delay: null });
    const { amount, review, confirm } = await reviewPixBuy(user);
    // The order reaches the sandbox, but its answer never comes back: the call times out.
    const answering = globalThis.fetch;
    globalThis.fetch = (async (request: Request) => {
      const answer = answering(request);
      if (!new URL(request.url).pathname.endsWith('/CreateBuyFacilitaPay')) return answer;
      await answer;
      throw Object.assign(new Error('timed out'), { name: 'TimeoutError' });
    }) as typeof fetch;
    onTestFinished(() => {
      globalThis.fetch = answering;
    });
    confirm.focus();
    await user.keyboard('{Enter>6}');
    await user.keyboard('{/Enter}');
    await expectOutcomeUnknown(user, review, {
      recordsHref: '/fiat/ThirdPartyPaymentOrder',
      recordsName: 'Check your payment orders',
      confirmName: 'Place the order',
    });
    expect(amount).toHaveValue('');
    expect(pixBuys()).toBe(1);
  });
});
