/** The documents beside the one shown (a list of links), or a select on a phone. */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type { ProtocolDocument } from './service-api.ts';

interface ProtocolPickerProps {
  documents: readonly ProtocolDocument[];
  chosen: number | null;
  asSelect: boolean;
}

export function ProtocolPicker({ documents, chosen, asSelect }: ProtocolPickerProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const selectId = useId();
  const label = intl.formatMessage({ id: 'service.documents' });
  if (asSelect) {
    return (
      <div className="service-picker service-picker--select">
        <label htmlFor={selectId}>{label}</label>
        <select
          id={selectId}
          value={chosen ?? ''}
          onChange={(event) => navigate({ search: `?id=${event.target.value}` })}
        >
          {chosen !== null && !documents.some((doc) => doc.Id === chosen) && (
            <option value={chosen}>{intl.formatMessage({ id: 'service.choose' })}</option>
          )}
          {documents.map((doc) => (
            <option key={doc.Id} value={doc.Id}>
              {doc.Title}
            </option>
          ))}
        </select>
      </div>
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
