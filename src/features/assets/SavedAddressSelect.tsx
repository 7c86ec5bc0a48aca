/** Picks a saved address of the coin (on the chosen network, or any of the coin's when none is chosen yet). */
import { Link } from 'react-router';
import { useApiQuery } from '../../api/query.ts';
import { SelectField } from '../../ui/SelectField.tsx';
import { savedAddressesQuery, type SavedAddress } from './withdraw-api.ts';
import { isRouted, pagePath } from '../../config/page-paths.ts';
import { useT } from '../../i18n/use-t.ts';

interface SavedAddressSelectProps {
  coinId: number;
  chain: string;
  onPick: (address: SavedAddress) => void;
}

const shortAddress = (address: string) =>
  address.length > 20 ? `${address.slice(0, 8)}…${address.slice(-6)}` : address;

export function SavedAddressSelect({ coinId, chain, onPick }: SavedAddressSelectProps) {
  const t = useT();
  const saved = useApiQuery(savedAddressesQuery(coinId));
  const usable = (saved.data ?? []).filter((a) => !chain || a.Chain === chain);
  if (!saved.data) return null;
  if (usable.length === 0) {
    return isRouted('assetsAddressBook') ? (
      <p className="assets-muted">
        <Link to={pagePath('assetsAddressBook')}>{t('assets.withdraw.saveAddresses')}</Link>
      </p>
    ) : null;
  }
  return (
    <SelectField
      label={t('assets.withdraw.savedAddress')}
      placeholder={t('assets.withdraw.savedAddressChoose')}
      options={usable.map((a) => ({
        value: String(a.Id),
        label: `${a.Label} · ${a.Chain} · ${shortAddress(a.Address)}`,
      }))}
      value=""
      onChange={(event) => {
        const picked = usable.find((a) => String(a.Id) === event.target.value);
        if (picked) onPick(picked);
      }}
    />
  );
}
