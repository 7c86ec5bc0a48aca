/** Step 1: name the account, choose the lost item, prove the others. */
import { AccountForm } from './AccountForm.tsx';
import { LostItemChoice, NoOtherItem } from './LostItemChoice.tsx';
import { ProveItemsForm } from './ProveItemsForm.tsx';
import { useScreen } from './security-item-flow.ts';

export function FirstStep() {
  const screen = useScreen();
  if (screen === 'firstStep.choosing') return <LostItemChoice />;
  if (screen === 'firstStep.noOtherItem') return <NoOtherItem />;
  if (screen === 'firstStep.proving' || screen === 'firstStep.verifying') return <ProveItemsForm />;
  return <AccountForm />;
}
