/** A product's term: flexible, or a number of days locked. */
import { useIntl } from 'react-intl';

export function TermText({ product }: { product: { Type: 'flexible' | 'fixed'; TermDays: number } }) {
  const intl = useIntl();
  return (
    <span>
      {product.Type === 'flexible'
        ? intl.formatMessage({ id: 'earn.term.flexible' })
        : intl.formatMessage({ id: 'earn.term.days' }, { days: product.TermDays })}
    </span>
  );
}
