import { createPublicKey } from 'node:crypto';
import {
  importGameSchema,
  launchTemplateProblem,
  vendorKeyBitsMin,
  type FieldError,
} from '@khela/contracts';
import type { z } from 'zod';
import { parseAmount } from '../../../lib/amounts';
import { AppError } from '../../../lib/errors';
import { translate, translateWith, type MessageKey } from '../../../lib/messages';
import type { GameImportRow } from './game-desk.repository';

/** A refused import names at most this many problems (the count says how many in all). */
export const importErrorsMax = 200;
/** The largest minimum bet a game may have, in minor units (the protocol's amount bound). */
const minBetMaxMinor = 10n ** 12n;

/** A field refusal in the operator's language. */
export function fieldError(
  language: string,
  path: string,
  code: MessageKey,
  params?: Record<string, string | number>,
): FieldError {
  const message = params ? translateWith(language, code, params) : translate(language, code);
  return { path, code, message, ...(params ? { params } : {}) };
}

/**
 * A vendor's public key as we store it (SPKI PEM, so its fingerprint is stable however it was
 * pasted), or why it is refused: not a PEM public key, a private key (never to be stored or
 * passed around), or not RSA of at least 2,048 bits.
 */
export function readVendorKey(
  text: string,
): { pem: string } | { problem: 'vendor_key_invalid' | 'vendor_key_private' | 'vendor_key_weak' } {
  // createPublicKey would happily derive a public key from a private one: refuse those first.
  if (/PRIVATE KEY/.test(text)) return { problem: 'vendor_key_private' };
  if (!/^-----BEGIN (RSA )?PUBLIC KEY-----/.test(text)) return { problem: 'vendor_key_invalid' };
  try {
    const key = createPublicKey({ key: text, format: 'pem' });
    const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
    if (key.asymmetricKeyType !== 'rsa' || bits < vendorKeyBitsMin) {
      return { problem: 'vendor_key_weak' };
    }
    return { pem: key.export({ type: 'spki', format: 'pem' }).toString() };
  } catch {
    return { problem: 'vendor_key_invalid' };
  }
}

/**
 * The field refusals of a connection (empty when it is fine): a seamless vendor's key must be a
 * sound public key, a transfer-wallet vendor has none; the launch template is checked for both.
 */
export function connectionProblems(
  language: string,
  values: {
    walletMode: 'seamless' | 'transfer';
    vendorPublicKeyPem?: string;
    launchUrlTemplate: string;
  },
): { fields: FieldError[]; keyPem: string | null } {
  const fields: FieldError[] = [];
  let keyPem: string | null = null;
  if (values.walletMode === 'transfer') {
    if (values.vendorPublicKeyPem !== undefined) {
      fields.push(fieldError(language, 'vendorPublicKeyPem', 'vendor_key_unused'));
    }
  } else if (values.vendorPublicKeyPem === undefined) {
    fields.push(fieldError(language, 'vendorPublicKeyPem', 'field_required'));
  } else {
    const key = readVendorKey(values.vendorPublicKeyPem);
    if ('problem' in key) {
      const params = key.problem === 'vendor_key_weak' ? { bits: vendorKeyBitsMin } : undefined;
      fields.push(fieldError(language, 'vendorPublicKeyPem', key.problem, params));
    } else {
      keyPem = key.pem;
    }
  }
  const template = launchTemplateProblem(values.launchUrlTemplate);
  if (template === 'length') {
    fields.push(fieldError(language, 'launchUrlTemplate', 'field_too_long'));
  } else if (template === 'token') {
    fields.push(fieldError(language, 'launchUrlTemplate', 'launch_template_token'));
  } else if (template !== null) {
    fields.push(fieldError(language, 'launchUrlTemplate', 'launch_template_invalid'));
  }
  return { fields, keyPem };
}

/** Names per language without the languages left out. */
export function namesRecord(names: Partial<Record<string, string>>): Record<string, string> {
  const entries = Object.entries(names).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return Object.fromEntries(entries);
}

/** The refusal of one schema issue, worded like the validate helper's. */
function issueError(language: string, path: string, issue: z.core.$ZodIssue): FieldError {
  const isImage = issue.path.at(-1) === 'imageUrl' && issue.code === 'custom';
  const isMissing = issue.code === 'invalid_type' && issue.input === undefined;
  const code: MessageKey = isImage
    ? 'image_url_invalid'
    : isMissing
      ? 'field_required'
      : issue.code === 'too_big'
        ? 'field_too_long'
        : 'field_invalid';
  return fieldError(language, path, code);
}

/**
 * Checks every row of an import: its shape, a code not repeated in the list, a game type the
 * vendor is set up for, and a minimum bet in the merchant's currency. Answers the rows in
 * minor units, or refuses with every problem (up to importErrorsMax) named by row
 * (`games.<index>.<field>`, with the row's number and code as params).
 */
export function checkImportRows(
  rows: unknown[],
  context: { language: string; currency: string; gameTypes: ReadonlySet<string> },
): GameImportRow[] {
  const { language } = context;
  const errors: FieldError[] = [];
  let errorCount = 0;
  const refuse = (error: FieldError, index: number, code: string | undefined) => {
    errorCount += 1;
    const params = { row: index + 1, ...(code ? { code } : {}) };
    if (errors.length < importErrorsMax) errors.push({ ...error, params });
  };
  const seen = new Set<string>();
  const games: GameImportRow[] = [];
  rows.forEach((row, index) => {
    const at = (field: string) => `games.${index}.${field}`;
    const parsed = importGameSchema.safeParse(row, { reportInput: true });
    if (!parsed.success) {
      const raw = (row as { code?: unknown } | null)?.code;
      const code = typeof raw === 'string' ? raw.slice(0, 64) : undefined;
      for (const issue of parsed.error.issues) {
        const path = issue.path.length > 0 ? at(issue.path.join('.')) : `games.${index}`;
        refuse(issueError(language, path, issue), index, code);
      }
      return;
    }
    const game = parsed.data;
    if (seen.has(game.code)) {
      refuse(fieldError(language, at('code'), 'game_code_repeated'), index, game.code);
    }
    seen.add(game.code);
    if (!context.gameTypes.has(game.gameType)) {
      refuse(fieldError(language, at('gameType'), 'game_type_not_offered'), index, game.code);
    }
    let minBetMinor = 0n;
    try {
      minBetMinor = parseAmount(
        { language, merchant: { currency: context.currency } },
        game.minBet,
        {
          path: at('minBet'),
          maxMinor: minBetMaxMinor,
        },
      );
    } catch (error) {
      if (!(error instanceof AppError) || !error.fields) throw error;
      for (const field of error.fields) refuse(field, index, game.code);
    }
    games.push({
      code: game.code,
      gameType: game.gameType,
      gameClassify: game.gameClassify,
      names: namesRecord(game.names),
      minBetMinor,
      lineCount: game.lines,
      imagePath: game.imageUrl,
      sortOrder: index,
    });
  });
  if (errorCount > 0) {
    throw new AppError('validation_failed', {
      fields: errors,
      value: { errorCount, rowCount: rows.length },
    });
  }
  return games;
}
