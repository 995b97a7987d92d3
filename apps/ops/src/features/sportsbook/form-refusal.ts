import type { TFunction } from 'i18next';
import { OpsApiError } from '../../api';

/** A field a reading refused: its control's name and the key of the words that say why. */
export interface Refusal {
  path: string;
  messageKey: string;
}

/** What a form was read as: the body to send, or every field refused. */
export type Reading<Body> = { body: Body } | { refusals: Refusal[] };

/**
 * Sends what a form was read as, or refuses it before any call: every refused field at once,
 * in the operator's words and by its control's name, so the dialog marks each and names it.
 */
export function sendReading<Body>(
  reading: Reading<Body>,
  t: TFunction,
  send: (body: Body) => Promise<unknown>,
): Promise<unknown> {
  if ('body' in reading) return send(reading.body);
  const fields = reading.refusals.map((refusal) => ({
    path: refusal.path,
    code: 'field_invalid',
    message: t(refusal.messageKey),
  }));
  return Promise.reject(new OpsApiError('validation_failed', t('sportsbook.form.invalid'), fields));
}
