import { qrCodeSize } from '@khela/contracts';
import { QRCodeSVG } from 'qrcode.react';

/** The personal link's QR code (spec §9: size 132); its own chunk, loaded with the page. */
export default function ReferralQrCode({ value, title }: { value: string; title: string }) {
  return <QRCodeSVG value={value} size={qrCodeSize} marginSize={2} title={title} />;
}
