import { createHmac, timingSafeEqual } from 'node:crypto';

/** An automatic payment gateway as the operator configured it (payment_gateways). */
export interface GatewayConfig {
  code: string;
  adapter: string;
  payUrl: string;
  secret: string;
}

/** What a verified callback says about one order. */
export interface GatewayNotice {
  orderId: string;
  /** The gateway's own id of the payment (kept once per merchant). */
  reference: string;
  /** Decimal string, as on the wire. */
  amount: string;
  status: 'paid' | 'failed';
}

/**
 * The seam an automatic gateway plugs into: where the player pays an order, and how the
 * gateway's signed callback is read. A new gateway is a new adapter, chosen by configuration.
 */
export interface PaymentGatewayAdapter {
  payUrl(gateway: GatewayConfig, order: { id: string; amount: string; currency: string }): string;
  /** The callback's notice when its signature and age are good; null otherwise. */
  readCallback(
    gateway: GatewayConfig,
    request: { signature: string | undefined; rawBody: string; now: Date },
  ): GatewayNotice | null;
}

/** Callbacks older (or further in the future) than this are refused as replays. */
const callbackAgeMaxMs = 5 * 60_000;

function sign(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

/**
 * The HMAC gateway protocol of docs/wallet-api.md: the player is sent to the gateway with the
 * order signed; the gateway posts `{ orderId, reference, amount, status, timestamp }` with
 * `X-Khela-Signature: hex(HMAC-SHA256(secret, "<timestamp>.<raw body>"))`.
 */
export const hmacGateway: PaymentGatewayAdapter = {
  payUrl(gateway, order) {
    const url = new URL(gateway.payUrl);
    url.searchParams.set('order', order.id);
    url.searchParams.set('amount', order.amount);
    url.searchParams.set('currency', order.currency);
    url.searchParams.set(
      'signature',
      sign(gateway.secret, `${order.id}.${order.amount}.${order.currency}`),
    );
    return url.toString();
  },

  readCallback(gateway, request) {
    let body: unknown;
    try {
      body = JSON.parse(request.rawBody);
    } catch {
      return null;
    }
    const notice = body as Partial<Record<string, unknown>>;
    const timestamp = Number(notice.timestamp);
    if (
      typeof notice.orderId !== 'string' ||
      typeof notice.reference !== 'string' ||
      typeof notice.amount !== 'string' ||
      (notice.status !== 'paid' && notice.status !== 'failed') ||
      !Number.isSafeInteger(timestamp) ||
      Math.abs(request.now.getTime() - timestamp) > callbackAgeMaxMs
    ) {
      return null;
    }
    const expected = Buffer.from(sign(gateway.secret, `${timestamp}.${request.rawBody}`), 'hex');
    const given = Buffer.from(request.signature ?? '', 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return {
      orderId: notice.orderId,
      reference: notice.reference.slice(0, 100),
      amount: notice.amount,
      status: notice.status,
    };
  },
};

/** Adapters by the name payment_gateways.adapter gives. */
export const gatewayAdapters: Record<string, PaymentGatewayAdapter> = { hmac_v1: hmacGateway };
