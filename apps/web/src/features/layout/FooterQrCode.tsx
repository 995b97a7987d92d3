import { qrCodeSize } from '@khela/contracts';
import { QRCodeSVG } from 'qrcode.react';

/** An app download's QR code; its own chunk, so the footer's codes never delay the first screen. */
export default function FooterQrCode({ value, title }: { value: string; title: string }) {
  return <QRCodeSVG value={value} size={qrCodeSize} marginSize={2} title={title} />;
}
