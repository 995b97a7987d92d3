import type {
  CreateHelpArticle,
  CreateNotice,
  DeskHelpArticle,
  DeskNotice,
  UpdateHelpArticle,
  UpdateNotice,
} from '@khela/contracts';
import type { Clock } from '../../../lib/clock';
import { changesOf, loggedValues } from '../../platform';
import type { OperatorScope } from '../../../plugins/operator-auth';
import type { ContentDeskRepository, ContentRow } from './content-desk.repository';
import {
  checkSchedule,
  createContentRows,
  instantOf,
  isoOrNull,
  storedRichText,
  type DeskScope,
} from './content-desk.shared';

/** A notice or announcement as the desk lists it. */
export function toNotice(row: ContentRow<'announcements'>): DeskNotice {
  return {
    id: row.id,
    type: row.type,
    language: row.language,
    title: row.title,
    content: row.content,
    sortOrder: row.sortOrder,
    startsAt: isoOrNull(row.startsAt),
    endsAt: isoOrNull(row.endsAt),
    isPublished: row.isPublished,
    updatedAt: new Date(row.updatedAt).toISOString(),
    topic: row.topic,
  };
}

/** A help article as the desk lists it. */
export function toHelpArticle(row: ContentRow<'helpArticles'>): DeskHelpArticle {
  const { id, language, category, slug, title, content, sortOrder, isPublished } = row;
  return { id, language, category, slug, title, content, sortOrder, isPublished };
}

/**
 * What players read as text, as operators edit it: notices and announcements (on a schedule;
 * the translations of one announcement share a topic) and help articles (by slug). Rich text
 * is cleaned when saved.
 */
export function createArticleDesk(deps: {
  repository: ContentDeskRepository;
  scope: DeskScope;
  clock: Clock;
}) {
  const { scope } = deps;
  const rows = createContentRows(deps);

  return {
    async createNotice(
      actor: OperatorScope,
      code: string | undefined,
      input: CreateNotice,
      language: string,
    ): Promise<DeskNotice> {
      const merchant = await scope.merchantOf(actor, code, language);
      checkSchedule(language, input.startsAt, input.endsAt);
      const values = {
        ...input,
        content: storedRichText(language, input.content),
        startsAt: instantOf(input.startsAt),
        endsAt: instantOf(input.endsAt),
      };
      const id = await rows.insert(
        actor,
        merchant,
        'announcements',
        {
          action: 'notice_create',
          target: (id) => `notice:${id}`,
          detail: loggedValues(values),
        },
        { merchantId: merchant.id, ...values },
      );
      return toNotice(await rows.written('announcements', { merchantId: merchant.id, id }));
    },

    async updateNotice(
      actor: OperatorScope,
      code: string | undefined,
      id: string,
      input: UpdateNotice,
      language: string,
    ): Promise<DeskNotice> {
      const { merchant, key, before } = await rows.find(actor, code, language, 'announcements', id);
      checkSchedule(
        language,
        input.startsAt === undefined ? before.startsAt : input.startsAt,
        input.endsAt === undefined ? before.endsAt : input.endsAt,
      );
      const values = {
        ...input,
        content: input.content === undefined ? undefined : storedRichText(language, input.content),
        startsAt: instantOf(input.startsAt),
        endsAt: instantOf(input.endsAt),
      };
      await rows.update(
        actor,
        merchant,
        'announcements',
        key,
        { action: 'notice_update', target: `notice:${id}`, detail: changesOf(before, values) },
        { ...values, updatedAt: deps.clock.now() },
      );
      return toNotice(await rows.written('announcements', key));
    },

    async deleteNotice(
      actor: OperatorScope,
      code: string | undefined,
      id: string,
      language: string,
    ): Promise<void> {
      const { merchant, key, before } = await rows.find(actor, code, language, 'announcements', id);
      await rows.remove(actor, merchant, 'announcements', key, {
        action: 'notice_delete',
        target: `notice:${id}`,
        detail: loggedValues(before),
      });
    },

    async createHelpArticle(
      actor: OperatorScope,
      code: string | undefined,
      input: CreateHelpArticle,
      language: string,
    ): Promise<DeskHelpArticle> {
      const merchant = await scope.merchantOf(actor, code, language);
      const values = { ...input, content: storedRichText(language, input.content) };
      const id = await rows.insert(
        actor,
        merchant,
        'helpArticles',
        {
          action: 'help_create',
          target: () => `help:${input.slug}`,
          detail: loggedValues(values),
        },
        { merchantId: merchant.id, ...values },
      );
      return toHelpArticle(await rows.written('helpArticles', { merchantId: merchant.id, id }));
    },

    async updateHelpArticle(
      actor: OperatorScope,
      code: string | undefined,
      id: string,
      input: UpdateHelpArticle,
      language: string,
    ): Promise<DeskHelpArticle> {
      const { merchant, key, before } = await rows.find(actor, code, language, 'helpArticles', id);
      const values = {
        ...input,
        content: input.content === undefined ? undefined : storedRichText(language, input.content),
      };
      await rows.update(
        actor,
        merchant,
        'helpArticles',
        key,
        { action: 'help_update', target: `help:${before.slug}`, detail: changesOf(before, values) },
        values,
      );
      return toHelpArticle(await rows.written('helpArticles', key));
    },

    async deleteHelpArticle(
      actor: OperatorScope,
      code: string | undefined,
      id: string,
      language: string,
    ): Promise<void> {
      const { merchant, key, before } = await rows.find(actor, code, language, 'helpArticles', id);
      await rows.remove(actor, merchant, 'helpArticles', key, {
        action: 'help_delete',
        target: `help:${before.slug}`,
        detail: loggedValues(before),
      });
    },
  };
}
