/**
 * A dialog holding one form: Cancel, and the submit button (outside the form element, tied to it
 * with `form=`), busy while the form is sent. Enter in a field submits.
 */
import type { ReactNode } from 'react';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { useT } from '../../i18n/use-t.ts';

interface FormDialogProps {
  open: boolean;
  title: string;
  formId: string;
  submitLabel: string;
  /** While the form is sent (a form on the money-action kit sends from its review instead). */
  busy?: boolean;
  onClose: () => void;
  children: ReactNode;
}

export function FormDialog({ open, title, formId, submitLabel, busy = false, onClose, children }: FormDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
