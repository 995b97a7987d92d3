import type { CreateMerchant, Language, PlatformMerchant, UpdateMerchant } from '@khela/contracts';
import type { Db, Executor } from '../../../db/database';
import { isUniqueViolation } from '../../../db/refusals';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { translatedFieldError } from '../../../lib/messages';
import { hashPassword } from '../../../lib/passwords';
import type { OperatorScope } from '../../../plugins/operator-auth';
import { changesOf } from '../desk/ops.desk';
import { requirePlatformOwner, type OpsService } from '../desk/ops.service';
import type { ProvisioningRepository } from './provisioning.repository';
import { standardFlags, standardRegistrationFields } from './standard';

/** What a new merchant may copy from a template, each part by the domain that owns it. */
export const starterParts = ['content', 'games', 'payments'] as const;
export type StarterPart = (typeof starterParts)[number];

/** Copies one domain's starter set from a template merchant, inside the creation's transaction. */
export type StarterCopy = (
  trx: Executor,
  merchants: { fromId: string; toId: string; currency: string },
) => Promise<void>;

/** The platform's own mark, until a merchant uploads its logo. */
const platformLogoUrl = '/art/brand/logo.svg';

interface Brand {
  name?: string;
  logoUrl?: string;
  colorPrimary?: string;
  colorAccent?: string;
}

type MerchantRow = Awaited<ReturnType<ProvisioningRepository['list']>>[number];

function merchantOf(row: MerchantRow): PlatformMerchant {
  const brand = (row.brand ?? {}) as Brand;
  return {
    code: row.code,
    name: row.name,
    status: row.status,
    currency: row.currency,
    languages: row.languages as Language[],
    defaultLanguage: row.defaultLanguage as Language,
    timeZone: row.timezone,
    domains: row.domains.map((entry) => ({ domain: entry.domain, device: entry.device as 0 | 3 })),
    colorPrimary: brand.colorPrimary ?? '#0b7a53',
    colorAccent: brand.colorAccent ?? '#e3b04b',
    logoUrl: brand.logoUrl ?? platformLogoUrl,
    isDefault: row.isDefault,
    popupRepeat: row.popupRepeat ?? 'session',
    digits: row.digits ?? 'latn',
    operators: Number(row.operators ?? 0),
    members: Number(row.members ?? 0),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** A unique index's refusal, as the field it is about. */
function takenRefusal(error: unknown): AppError | undefined {
  if (isUniqueViolation(error, 'merchants_code_key')) {
    return new AppError('merchant_taken', { field: 'code' });
  }
  if (isUniqueViolation(error, 'merchant_domains_domain_key')) {
    // A merchant made at the same moment took it: PostgreSQL names it ("Key (domain)=(…)").
    const detail = (error as { detail?: unknown }).detail;
    const domain = typeof detail === 'string' ? /\(domain\)=\((.*)\)/.exec(detail)?.[1] : undefined;
    return new AppError('domain_taken', { field: 'domains', params: { domain: domain ?? '' } });
  }
  return undefined;
}

/**
 * The platform desk: merchants made (with their domains, languages, brand, flags, first owner
 * and, from a template, the starter sets each domain copies), changed, suspended and resumed,
 * and the one that answers host names nobody claims.
 */
export function createProvisioningService(deps: {
  db: Db;
  repository: ProvisioningRepository;
  ops: Pick<OpsService, 'audit'>;
  clock: Clock;
}) {
  const starters: Record<StarterPart, StarterCopy[]> = { content: [], games: [], payments: [] };

  async function refuseTakenDomains(trx: Executor, merchantId: string | null, domains: string[]) {
    const [taken] = await deps.repository.domainsOfOthers(trx, merchantId, domains);
    if (taken !== undefined) {
      throw new AppError('domain_taken', { field: 'domains', params: { domain: taken } });
    }
  }

  async function listed(code: string, executor?: Executor): Promise<PlatformMerchant> {
    const [row] = await deps.repository.list({ code }, executor);
    if (!row) throw new AppError('not_found');
    return merchantOf(row);
  }

  async function create(
    actor: OperatorScope,
    input: CreateMerchant,
    language: string,
  ): Promise<PlatformMerchant> {
    requirePlatformOwner(actor);
    const template = input.template
      ? await deps.repository.findByCode(input.template.code)
      : undefined;
    if (input.template && !template) throw new AppError('not_found', { field: 'template' });
    if (template && input.template?.payments && template.currency !== input.currency) {
      const params = { currency: template.currency };
      throw new AppError('validation_failed', {
        fields: [translatedFieldError(language, 'template.payments', 'template_currency', params)],
      });
    }
    const passwordHash = await hashPassword(input.owner.password);
    const now = deps.clock.now();
    try {
      await deps.db.transaction().execute(async (trx) => {
        await refuseTakenDomains(
          trx,
          null,
          input.domains.map((entry) => entry.domain),
        );
        const id = await deps.repository.insertMerchant(trx, {
          code: input.code,
          name: input.name,
          currency: input.currency,
          languages: input.languages,
          defaultLanguage: input.defaultLanguage,
          timezone: input.timeZone,
          brand: {
            name: input.name,
            colorPrimary: input.colorPrimary,
            colorAccent: input.colorAccent,
          },
        });
        await deps.repository.replaceDomains(trx, id, input.domains);
        await deps.repository.insertFlags(trx, id, { ...standardFlags, ...input.flags });
        const copiesContent = template !== undefined && input.template?.content === true;
        await deps.repository.insertRegistrationFields(
          trx,
          id,
          copiesContent ? template.id : undefined,
          standardRegistrationFields,
        );
        const parts = starterParts.filter((part) => input.template?.[part] === true);
        for (const part of template ? parts : []) {
          for (const copy of starters[part]) {
            await copy(trx, { fromId: template?.id ?? '', toId: id, currency: input.currency });
          }
        }
        const ownerId = await deps.repository.insertOwner(trx, {
          merchantId: id,
          username: input.owner.username,
          passwordHash,
          now,
        });
        if (ownerId === undefined)
          throw new AppError('operator_taken', { field: 'owner.username' });
        await deps.ops.audit(
          actor.operator,
          {
            merchantId: id,
            action: 'merchant_create',
            target: `merchant:${input.code}`,
            detail: {
              name: input.name,
              currency: input.currency,
              domains: input.domains.map((entry) => entry.domain),
              template: input.template?.code ?? null,
              parts,
              owner: input.owner.username,
            },
          },
          trx,
        );
      });
    } catch (error) {
      throw takenRefusal(error) ?? error;
    }
    return listed(input.code);
  }

  async function update(
    actor: OperatorScope,
    code: string,
    input: UpdateMerchant,
    language: string,
  ): Promise<PlatformMerchant> {
    requirePlatformOwner(actor);
    try {
      await deps.db.transaction().execute(async (trx) => {
        const row = await deps.repository.findByCode(code, { executor: trx, isLocked: true });
        if (!row) throw new AppError('not_found');
        const shown = await listed(code, trx);
        const languages = input.languages ?? (row.languages as Language[]);
        const defaultLanguage = input.defaultLanguage ?? (row.defaultLanguage as Language);
        if (!languages.includes(defaultLanguage)) {
          throw new AppError('validation_failed', {
            fields: [translatedFieldError(language, 'defaultLanguage', 'field_invalid')],
          });
        }
        const brandBefore = (row.brand ?? {}) as Brand;
        const brand: Brand = {
          ...brandBefore,
          ...(input.name === undefined ? {} : { name: input.name }),
          ...(input.colorPrimary === undefined ? {} : { colorPrimary: input.colorPrimary }),
          ...(input.colorAccent === undefined ? {} : { colorAccent: input.colorAccent }),
          ...(input.logoUrl === undefined ? {} : { logoUrl: input.logoUrl ?? platformLogoUrl }),
        };
        await deps.repository.updateMerchant(trx, row.id, {
          name: input.name,
          languages,
          defaultLanguage,
          timezone: input.timeZone,
          status: input.status,
          brand,
        });
        if (input.domains) {
          await refuseTakenDomains(
            trx,
            row.id,
            input.domains.map((entry) => entry.domain),
          );
          await deps.repository.replaceDomains(trx, row.id, input.domains);
        }
        await deps.repository.setSettings(trx, row.id, {
          ...(input.popupRepeat ? { popupRepeat: input.popupRepeat } : {}),
          ...(input.digits ? { digits: input.digits } : {}),
        });
        if (input.isDefault === true) await deps.repository.setDefault(trx, row.id);
        if (input.isDefault === false && row.isDefault) await deps.repository.setDefault(trx, null);
        const before = { ...shown, domains: shown.domains.map((entry) => entry.domain) };
        const { logoUrl, colorPrimary, colorAccent, domains, ...rest } = input;
        const after = {
          ...rest,
          ...(logoUrl === undefined ? {} : { logoUrl: brand.logoUrl }),
          ...(colorPrimary === undefined ? {} : { colorPrimary }),
          ...(colorAccent === undefined ? {} : { colorAccent }),
          ...(domains === undefined ? {} : { domains: domains.map((entry) => entry.domain) }),
        };
        await deps.ops.audit(
          actor.operator,
          {
            merchantId: row.id,
            action: 'merchant_update',
            target: `merchant:${row.code}`,
            detail: { changes: changesOf(before, after) },
          },
          trx,
        );
      });
    } catch (error) {
      throw takenRefusal(error) ?? error;
    }
    return listed(code);
  }

  return {
    /** A domain's starter set, copied when a new merchant asks for that part of a template. */
    addStarter(part: StarterPart, copy: StarterCopy): void {
      starters[part].push(copy);
    },

    async list(actor: OperatorScope): Promise<PlatformMerchant[]> {
      requirePlatformOwner(actor);
      return (await deps.repository.list()).map(merchantOf);
    },

    create,
    update,
  };
}

export type ProvisioningService = ReturnType<typeof createProvisioningService>;
