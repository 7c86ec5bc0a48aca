import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sandbox } from '../../../../tests/setup/dom.ts';
import { renderWithApp } from '../../../../tests/setup/render-app.tsx';
import { ReferenceCheck } from './ReferenceCheck.tsx';

const checks = () => sandbox.calls.get('ordersValidateReference') ?? 0;

describe('Reference check', { timeout: 30_000 }, () => {
  it('checks the shape first, then asks once for a double click and says when no order has the reference', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<ReferenceCheck initial="" />, { route: '/fiat/order', signedIn: true });
    const field = screen.getByLabelText('Payment reference');
    await user.type(field, 'AB1');
    await user.click(screen.getByRole('button', { name: 'Check reference' }));
    expect(field).toHaveAccessibleDescription(/6 to 40/);
    expect(checks()).toBe(0);
    await user.clear(field);
    await user.type(field, 'NOPE-123456');
    await user.dblClick(screen.getByRole('button', { name: 'Check reference' }));
    expect(
      await screen.findByText('None of your orders has this reference. Check it against your transfer.'),
    ).toBeInTheDocument();
    expect(checks()).toBe(1);
  });
});
