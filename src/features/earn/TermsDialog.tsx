/** The earn terms, shown once: accepting them opens the customer's earn account (CreateUser) before the first subscription. */
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { useT } from '../../i18n/use-t.ts';

const points = ['earn.terms.yield', 'earn.terms.redeem', 'earn.terms.accounts', 'earn.terms.risk'];

interface TermsDialogProps {
  open: boolean;
  onAccept: () => Promise<unknown>;
  onCancel: () => void;
  error: string | null;
}

export function TermsDialog({ open, onAccept, onCancel, error }: TermsDialogProps) {
  const t = useT();
  return (
    <ConfirmDialog
      open={open}
      title={t('earn.terms.title')}
      text={
        <div className="earn-terms">
          <p>{t('earn.terms.intro')}</p>
          <ul>
            {points.map((id) => (
              <li key={id}>{t(id)}</li>
            ))}
          </ul>
        </div>
      }
      check={t('earn.terms.accept')}
      confirmLabel={t('earn.terms.confirm')}
      tone="primary"
      onConfirm={onAccept}
      onCancel={onCancel}
      error={error}
    />
  );
}
