import { roleTable } from '@khela/contracts';
import { randomInt } from 'node:crypto';
import { richTextLengthMax } from '@khela/contracts';
import type { Db } from '../../../db/database';
import { AppError } from '../../../lib/errors';
import { translatedFieldError } from '../../../lib/messages';
import { cleanRichText } from '../../../lib/rich-text';
import type { Executor } from '../../../db/database';
import { createDeskAccess, type DeskLog, type TakenRefusal } from '../../platform';
import type { DeskMerchantRow, OpsService } from '../../platform';
import type { OperatorScope } from '../../../plugins/operator-auth';
import type {
  ContentDeskRepository,
  ContentInsert,
  ContentKey,
  ContentRow,
  ContentTable,
  ContentUpdate,
} from './content-desk.repository';

/** A stored instant on the wire (ISO); null stays null. */
export function isoOrNull(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

/** An ISO instant of the wire as a Date; null and undefined pass through. */
export function instantOf<T extends string | null | undefined>(
  value: T,
): T extends string ? Date : Exclude<T, string> {
  return (typeof value === 'string' ? new Date(value) : value) as never;
}

/** Refuses a schedule whose end is not after its start. */
export function checkSchedule(
  language: string,
  startsAt: Date | string | null | undefined,
  endsAt: Date | string | null | undefined,
): void {
  if (!startsAt || !endsAt) return;
  if (new Date(endsAt).getTime() > new Date(startsAt).getTime()) return;
  throw new AppError('validation_failed', {
    fields: [translatedFieldError(language, 'endsAt', 'schedule_order')],
  });
}

/** Operator rich text as it is stored: cleaned, and refused when nothing or too much is left. */
export function storedRichText(language: string, html: string, path = 'content'): string {
  const clean = cleanRichText(html);
  const visible = clean.replace(/<[^>]*>/g, '').trim();
  if (visible === '') {
    throw new AppError('validation_failed', {
      fields: [translatedFieldError(language, path, 'rich_text_empty')],
    });
  }
  if (clean.length > richTextLengthMax) {
    throw new AppError('validation_failed', {
      fields: [translatedFieldError(language, path, 'field_too_long')],
    });
  }
  return clean;
}

const keyAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A fresh 8-character key for a type 3 customer-service path. */
export function newPathKey(): string {
  return Array.from({ length: 8 }, () => keyAlphabet[randomInt(keyAlphabet.length)]).join('');
}

/** The merchant a desk call acts on, and the transaction that changes it with its log line. */
export function createDeskScope(deps: { db: Db; ops: OpsService }) {
  const access = createDeskAccess(deps);
  return {
    merchantOf(
      actor: OperatorScope,
      code: string | undefined,
      language: string,
    ): Promise<DeskMerchantRow> {
      return access.merchantOf(actor, code, language, roleTable.content);
    },

    /** Runs a change and its log line in one transaction. */
    change(
      actor: OperatorScope,
      merchant: DeskMerchantRow,
      log: DeskLog | (() => DeskLog),
      work: (trx: Executor) => Promise<void>,
    ): Promise<void> {
      return access.change(actor, merchant.id, log, work);
    },
  };
}

export type DeskScope = ReturnType<typeof createDeskScope>;

/** What a duplicate of each kind of content is refused with: the one unique key it has. */
const duplicateCodes: Partial<Record<ContentTable, TakenRefusal>> = {
  helpArticles: { code: 'help_slug_taken', field: 'slug' },
  announcements: { code: 'notice_topic_taken', field: 'topic' },
};

/** Refuses a duplicate a unique index turned away; the transaction it came in is undone. */
function refuseDuplicate(table: ContentTable): never {
  const refusal = duplicateCodes[table];
  if (!refusal) throw new Error(`${table}: a unique index refused a row; it has no such key`);
  throw new AppError(refusal.code, { field: refusal.field });
}

/**
 * The steps every kind of content shares around its own checks: find the row a call names,
 * then add, change or remove a row with its log line, and read a written row back.
 */
export function createContentRows(deps: { repository: ContentDeskRepository; scope: DeskScope }) {
  const { repository, scope } = deps;
  return {
    /** The merchant of a call and the row it names; a row of another merchant is not found. */
    async find<T extends ContentTable>(
      actor: OperatorScope,
      code: string | undefined,
      language: string,
      table: T,
      id: string,
    ) {
      const merchant = await scope.merchantOf(actor, code, language);
      const key: ContentKey = { merchantId: merchant.id, id };
      const before = await repository.row(table, key);
      if (!before) throw new AppError('not_found');
      return { merchant, key, before };
    },

    /** Adds a row with its log line, whose target names the new row; returns its id. */
    async insert<T extends ContentTable>(
      actor: OperatorScope,
      merchant: DeskMerchantRow,
      table: T,
      log: Omit<DeskLog, 'target'> & { target: (id: string) => string },
      values: ContentInsert<T>,
    ): Promise<string> {
      let id = '';
      await scope.change(
        actor,
        merchant,
        () => ({ ...log, target: log.target(id) }),
        async (trx) => {
          const written = await repository.insert(trx, table, values);
          if (written.kind === 'taken') refuseDuplicate(table);
          id = written.id;
        },
      );
      return id;
    },

    update<T extends ContentTable>(
      actor: OperatorScope,
      merchant: DeskMerchantRow,
      table: T,
      key: ContentKey,
      log: DeskLog,
      values: ContentUpdate<T>,
    ): Promise<void> {
      // A change that changes nothing writes nothing, and no empty line in the log.
      if (Object.keys(log.detail).length === 0) return Promise.resolve();
      return scope.change(actor, merchant, log, async (trx) => {
        const written = await repository.update(trx, table, key, values);
        if (written.kind === 'taken') refuseDuplicate(table);
      });
    },

    remove(
      actor: OperatorScope,
      merchant: DeskMerchantRow,
      table: ContentTable,
      key: ContentKey,
      log: DeskLog,
    ): Promise<void> {
      return scope.change(actor, merchant, log, (trx) => repository.remove(trx, table, key));
    },

    /** A row just written, read back: it must be there. */
    async written<T extends ContentTable>(table: T, key: ContentKey): Promise<ContentRow<T>> {
      const row = await repository.row(table, key);
      if (!row) throw new Error(`${table} row ${key.id} vanished`);
      return row;
    },
  };
}
