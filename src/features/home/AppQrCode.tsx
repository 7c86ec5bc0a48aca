/**
 * A QR code of an app's download address. Making a code with the highest error correction is
 * costly on a phone, and the codes sit below the first screen: qrcode.react loads and each code is
 * made only when the visitor scrolls near it.
 */
import { QrCode } from '../../shell/QrCode.tsx';
import { useNearView } from '../../ui/use-near-view.ts';

export function AppQrCode({ value, label }: { value: string; label: string }) {
  const [place, near] = useNearView<HTMLSpanElement>();
  return <QrCode ref={place} value={value} label={label} drawn={near} />;
}
