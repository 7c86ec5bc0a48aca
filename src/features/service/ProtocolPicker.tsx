/** The documents beside the one shown (a list of links), or a select on a phone. */
import { Link, useNavigate } from 'react-router';
import { SelectField } from '../../ui/SelectField.tsx';
import type { ProtocolDocument } from './service-api.ts';
import { useT } from '../../i18n/use-t.ts';

interface ProtocolPickerProps {
  documents: readonly ProtocolDocument[];
  chosen: number | null;
  asSelect: boolean;
}

export function ProtocolPicker({ documents, chosen, asSelect }: ProtocolPickerProps) {
  const t = useT();
  const navigate = useNavigate();
  const label = t('service.documents');
  if (asSelect) {
    const unlisted = chosen !== null && !documents.some((doc) => doc.Id === chosen);
    return (
      <SelectField
        label={label}
        className="service-picker--select"
        options={[
          ...(unlisted ? [{ value: String(chosen), label: t('service.choose') }] : []),
          ...documents.map((doc) => ({ value: String(doc.Id), label: doc.Title })),
        ]}
        value={chosen ?? ''}
        onChange={(event) => void navigate({ search: `?id=${event.target.value}` })}
      />
    );
  }
  return (
    <nav className="service-picker" aria-label={label}>
      <ul>
        {documents.map((doc) => (
          <li key={doc.Id}>
            <Link to={`?id=${doc.Id}`} aria-current={doc.Id === chosen ? 'page' : undefined}>
              {doc.Title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
