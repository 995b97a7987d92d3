import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { internationalMobile, normaliseMobile, type SmsCodeValue } from '@khela/contracts';
import type { SmsPurpose } from '../../../db/schema';
import { hourMs, type Clock } from '../../../lib/clock';
import { deliverAndRecord } from '../../../lib/delivery';
import { AppError } from '../../../lib/errors';
import { translateWith } from '../../../lib/messages';
import type { RequestContext } from '../../../plugins/context';
import type { SmsProvider } from './sms.providers';
import type { SmsRepository } from './sms.repository';

/** A code lives this long; the site's resend countdown is the same (spec: expiredMinutes × 60 s). */
export const codeLifetimeMinutes = 2;
export const codeAttemptsMax = 5;
export const codesPerNumberPerHourMax = 5;
export const codesPerAddressPerHourMax = 20;
const codeDigits = 6;

/** A mobile number in stored form, or `mobile_invalid`. */
export function mobileOf(countryDialingCode: string, raw: string): string {
  const mobileNum = normaliseMobile(countryDialingCode, raw);
  if (!mobileNum) throw new AppError('mobile_invalid');
  return mobileNum;
}

function hashCode(merchantId: string, purpose: SmsPurpose, number: string, code: string): Buffer {
  return createHash('sha256').update(`${merchantId}:${purpose}:${number}:${code}`).digest();
}

/** One-time SMS codes: issued with throttles, sent through the provider, checked once. */
export function createSmsService(deps: {
  repository: SmsRepository;
  provider: SmsProvider;
  clock: Clock;
}) {
  /** Sends a text through the provider; every message is recorded in the outbox. */
  async function send(context: RequestContext, recipient: string, body: string): Promise<void> {
    const now = deps.clock.now();
    const base = {
      merchantId: context.merchant.id,
      recipient,
      body,
      provider: deps.provider.name,
      now,
    };
    await deliverAndRecord(
      () => deps.provider.send({ to: recipient, body }),
      (outcome) => deps.repository.insertOutbox({ ...base, ...outcome }),
      'sms_send_failed',
    );
  }

  return {
    send,
    /**
     * Issues a code. A number waits for its previous code to expire before another; more than
     * 5 codes an hour to a number, or 20 from an address, is refused for a while.
     */
    async issue(
      context: RequestContext,
      purpose: SmsPurpose,
      countryDialingCode: string,
      mobileNum: string,
    ): Promise<SmsCodeValue> {
      const merchantId = context.merchant.id;
      const now = deps.clock.now();
      const previous = await deps.repository.latestCode(
        merchantId,
        purpose,
        countryDialingCode,
        mobileNum,
      );
      if (previous && previous.consumedAt === null && new Date(previous.expiresAt) > now) {
        throw new AppError('too_many_requests');
      }
      const hourAgo = new Date(now.getTime() - hourMs);
      const counts = await deps.repository.recentCounts(
        merchantId,
        countryDialingCode,
        mobileNum,
        context.ip,
        hourAgo,
      );
      if (
        counts.byNumber >= codesPerNumberPerHourMax ||
        counts.byAddress >= codesPerAddressPerHourMax
      ) {
        throw new AppError('too_many_requests');
      }
      const code = String(randomInt(0, 10 ** codeDigits)).padStart(codeDigits, '0');
      const number = `${countryDialingCode}:${mobileNum}`;
      await deps.repository.insertCode({
        merchantId,
        purpose,
        countryDialingCode,
        mobileNum,
        codeHash: hashCode(merchantId, purpose, number, code),
        now,
        expiresAt: new Date(now.getTime() + codeLifetimeMinutes * 60_000),
        ip: context.ip,
      });
      const body = translateWith(context.language, 'sms_code_text', {
        brand: context.merchant.brand.name,
        code,
        minutes: codeLifetimeMinutes,
      });
      await send(context, internationalMobile(countryDialingCode, mobileNum), body);
      return { expiredMinutes: codeLifetimeMinutes };
    },

    /** Whether a code for this purpose and number is still waiting to be used. */
    async hasLiveCode(
      context: RequestContext,
      purpose: SmsPurpose,
      countryDialingCode: string,
      mobileNum: string,
    ): Promise<boolean> {
      const latest = await deps.repository.latestCode(
        context.merchant.id,
        purpose,
        countryDialingCode,
        mobileNum,
      );
      return (
        latest !== undefined &&
        latest.consumedAt === null &&
        latest.attempts < codeAttemptsMax &&
        new Date(latest.expiresAt) > deps.clock.now()
      );
    },

    /**
     * Uses a code once: every try counts before the code is compared (so parallel guesses
     * cannot pass the limit), five tries end it, an old one has expired.
     */
    async consume(
      context: RequestContext,
      purpose: SmsPurpose,
      countryDialingCode: string,
      mobileNum: string,
      code: string | undefined,
    ): Promise<void> {
      const merchantId = context.merchant.id;
      const latest = await deps.repository.latestCode(
        merchantId,
        purpose,
        countryDialingCode,
        mobileNum,
      );
      if (!latest || latest.consumedAt !== null || !code || !/^\d{1,12}$/.test(code)) {
        throw new AppError('sms_code_invalid');
      }
      const now = deps.clock.now();
      if (new Date(latest.expiresAt) <= now) throw new AppError('sms_code_expired');
      if (!(await deps.repository.takeAttempt(latest.id, codeAttemptsMax))) {
        throw new AppError('sms_code_expired');
      }
      const expected = hashCode(merchantId, purpose, `${countryDialingCode}:${mobileNum}`, code);
      if (!timingSafeEqual(expected, latest.codeHash)) throw new AppError('sms_code_invalid');
      if (!(await deps.repository.consume(latest.id, now))) throw new AppError('sms_code_invalid');
    },
  };
}

export type SmsService = ReturnType<typeof createSmsService>;
