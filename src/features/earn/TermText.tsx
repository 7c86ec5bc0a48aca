/** A product's term: flexible, or a number of days locked. */
import { useT } from '../../i18n/use-t.ts';

export function TermText({ product }: { product: { Type: 'flexible' | 'fixed'; TermDays: number } }) {
  const t = useT();
  return (
    <span>
      {product.Type === 'flexible' ? t('earn.term.flexible') : t('earn.term.days', { days: product.TermDays })}
    </span>
  );
}
