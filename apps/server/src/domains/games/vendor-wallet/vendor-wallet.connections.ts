import { generateKeyPairSync } from 'node:crypto';
import type { Executor } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import { hashToken, newToken } from '../../../lib/tokens';
import type { VendorLookups } from './vendor-wallet.lookups';
import { gameSessionTtlMs } from './vendor-wallet.protocol';
import type { VendorWalletRepository } from './vendor-wallet.repository';

/**
 * The wallet's connections as the game desk and the launch change them: launch tokens, vendors
 * connected (a seamless vendor's keys, a transfer-wallet vendor's launch) and how games open.
 */
export function createVendorConnections(deps: {
  repository: VendorWalletRepository;
  lookups: VendorLookups;
  clock: Clock;
}) {
  return {
    /** Launch: a token for the vendor naming member, game and currency. */
    async openSession(values: {
      merchantId: string;
      memberId: string;
      vassalage: string;
      gameCode: string;
      currency: string;
      isPlayMoney: boolean;
    }): Promise<string> {
      const token = newToken();
      const now = deps.clock.now();
      await deps.repository.insertSession({
        ...values,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + gameSessionTtlMs),
      });
      return token;
    },

    /**
     * Connects a seamless vendor: stores its public key and makes our signing pair for it;
     * answers our public key (PEM) to hand to the vendor.
     */
    async connect(
      values: {
        merchantId: string;
        vassalage: string;
        vendorPublicKeyPem: string;
        launchUrlTemplate?: string | null;
        launchMode?: 'frame' | 'popup';
      },
      /** A caller's transaction, so the connection commits with its audit line. */
      executor?: Executor,
    ): Promise<string> {
      const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const operatorPublicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
      const stored = await deps.repository.insertWallet(
        {
          ...values,
          operatorPrivateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
          operatorPublicKeyPem,
        },
        executor,
      );
      deps.lookups.forgetConnections();
      return stored;
    },

    /**
     * Connects a transfer-wallet vendor: where its games open, no keys (it holds the money
     * members move to it and never calls the wallet).
     */
    async connectTransfer(
      values: {
        merchantId: string;
        vassalage: string;
        launchUrlTemplate: string;
        launchMode: 'frame' | 'popup';
      },
      executor?: Executor,
    ): Promise<void> {
      await deps.repository.insertTransferConnection(values, executor);
      deps.lookups.forgetConnections();
    },

    /** Sets how a connected vendor's games open; answers the mode before (undefined: none). */
    async setLaunchMode(
      merchantId: string,
      vassalage: string,
      launchMode: 'frame' | 'popup',
      executor: Executor,
    ): Promise<'frame' | 'popup' | undefined> {
      const before = await deps.repository.setLaunchMode(
        merchantId,
        vassalage,
        launchMode,
        executor,
      );
      deps.lookups.forgetConnections();
      return before;
    },
  };
}
