import {
  decryptCustomerServicePath,
  encryptCustomerServicePath,
  knownWhitelabelFlags,
  registrationFieldNames,
  registrationFixedFields,
  resourceTypes,
  type CreateCustomerService,
  type CreateLicence,
  type DeskCustomerService,
  type DeskLicence,
  type DeskResource,
  type ResourceType,
  type SaveRegistrationRule,
  type SaveResource,
  type UpdateCustomerService,
  type UpdateLicence,
} from '@khela/contracts';
import { AppError } from '../../../lib/errors';
import { translatedFieldError } from '../../../lib/messages';
import { mediaUrl } from '../../platform';
import { changesOf, loggedValues } from '../../platform';
import type { DeskMerchantRow } from '../../platform';
import type { OperatorScope } from '../../../plugins/operator-auth';
import type { ContentDeskRepository, ContentRow } from './content-desk.repository';
import { createContentRows, newPathKey, type DeskScope } from './content-desk.shared';
import { createDisplaySettings } from './content-display';

/** The path an operator typed: type 3 paths are stored encrypted (the site decrypts them). */
function storedPath(csType: number, path: string): string {
  return csType === 3 ? encryptCustomerServicePath(path, newPathKey()) : path;
}

/** The path as the operator typed it: a type 3 path decrypted for the desk. */
function typedPath(row: { csType: number; path: string }): string {
  if (row.csType !== 3) return row.path;
  try {
    return decryptCustomerServicePath(row.path);
  } catch {
    return row.path;
  }
}

function toCustomerService(row: ContentRow<'customerServices'>): DeskCustomerService {
  return {
    id: row.id,
    channel: row.channel,
    csPosition: row.csPosition,
    csType: row.csType,
    path: typedPath(row),
    isVip: row.isVip,
    sortOrder: row.sortOrder,
  };
}

/**
 * The merchant's site configuration the content desk edits: customer-service links, licence
 * texts, download resources, whitelabel flags, registration rules and display settings. These tables tell every
 * server instance to drop its cached configuration when they change (a trigger notifies
 * the channel khela_config).
 */
export function createContentConfigService(deps: {
  repository: ContentDeskRepository;
  scope: DeskScope;
}) {
  const { repository, scope } = deps;
  const rows = createContentRows(deps);

  return {
    ...createDisplaySettings(deps),

    async customerServices(merchant: DeskMerchantRow): Promise<DeskCustomerService[]> {
      return (await repository.customerServices(merchant.id)).map(toCustomerService);
    },

    async licences(merchant: DeskMerchantRow): Promise<DeskLicence[]> {
      return (await repository.licences(merchant.id)).map(
        ({ id, language, jurisdiction, body, sortOrder }) => ({
          id,
          language,
          jurisdiction,
          body,
          sortOrder,
        }),
      );
    },

    async resources(merchant: DeskMerchantRow): Promise<DeskResource[]> {
      const rows = await repository.resources(merchant.id);
      return rows.flatMap((row) =>
        (resourceTypes as readonly string[]).includes(row.resourceType)
          ? [{ ...row, resourceType: row.resourceType as ResourceType }]
          : [],
      );
    },

    /** Every known flag (off when unset) and any other the merchant has. */
    async flags(merchant: DeskMerchantRow) {
      const rows = await repository.flags(merchant.id);
      const known = knownWhitelabelFlags.map((code) => ({
        code,
        isEnabled: rows.find((row) => row.code === code)?.isEnabled ?? false,
        isKnown: true,
      }));
      const others = rows
        .filter((row) => !(knownWhitelabelFlags as readonly string[]).includes(row.code))
        .map((row) => ({ ...row, isKnown: false }));
      return [...known, ...others];
    },

    async registration(merchant: DeskMerchantRow) {
      const rows = await repository.registrationFields(merchant.id);
      return rows.map((row) => ({
        field: row.field,
        enabled: row.isEnabled,
        required: row.isRequired,
        minLength: row.minLength,
        maxLength: row.maxLength,
        patternId: row.patternId,
        acceptedPattern: row.acceptedPattern,
      }));
    },

    async createCustomerService(
      actor: OperatorScope,
      code: string | undefined,
      input: CreateCustomerService,
      language: string,
    ): Promise<void> {
      const merchant = await scope.merchantOf(actor, code, language);
      const values = { ...input, path: storedPath(input.csType, input.path) };
      await rows.insert(
        actor,
        merchant,
        'customerServices',
        {
          action: 'customer_service_create',
          target: (id) => `customer_service:${id}`,
          detail: { ...input },
        },
        { merchantId: merchant.id, ...values },
      );
    },

    async updateCustomerService(
      actor: OperatorScope,
      code: string | undefined,
      id: string,
      input: UpdateCustomerService,
      language: string,
    ): Promise<void> {
      const { merchant, key, before } = await rows.find(
        actor,
        code,
        language,
        'customerServices',
        id,
      );
      // A path is stored for its type: a new type re-stores the path the operator sees.
      const csType = input.csType ?? before.csType;
      const path = input.path ?? typedPath(before);
      const isPathChanged = input.path !== undefined || csType !== before.csType;
      const values = { ...input, path: isPathChanged ? storedPath(csType, path) : undefined };
      await rows.update(
        actor,
        merchant,
        'customerServices',
        key,
        {
          action: 'customer_service_update',
          target: `customer_service:${id}`,
          detail: changesOf({ ...before, path: typedPath(before) }, { ...input }),
        },
        values,
      );
    },

    async deleteCustomerService(
      actor: OperatorScope,
      code: string | undefined,
      id: string,
      language: string,
    ): Promise<void> {
      const { merchant, key, before } = await rows.find(
        actor,
        code,
        language,
        'customerServices',
        id,
      );
      await rows.remove(actor, merchant, 'customerServices', key, {
        action: 'customer_service_delete',
        target: `customer_service:${id}`,
        detail: loggedValues(toCustomerService(before)),
      });
    },

    async createLicence(
      actor: OperatorScope,
      code: string | undefined,
      input: CreateLicence,
      language: string,
    ): Promise<void> {
      const merchant = await scope.merchantOf(actor, code, language);
      await rows.insert(
        actor,
        merchant,
        'licences',
        {
          action: 'licence_create',
          target: (id) => `licence:${id}`,
          detail: loggedValues(input),
        },
        { merchantId: merchant.id, ...input },
      );
    },

    async updateLicence(
      actor: OperatorScope,
      code: string | undefined,
      id: string,
      input: UpdateLicence,
      language: string,
    ): Promise<void> {
      const { merchant, key, before } = await rows.find(actor, code, language, 'licences', id);
      await rows.update(
        actor,
        merchant,
        'licences',
        key,
        { action: 'licence_update', target: `licence:${id}`, detail: changesOf(before, input) },
        input,
      );
    },

    async deleteLicence(
      actor: OperatorScope,
      code: string | undefined,
      id: string,
      language: string,
    ): Promise<void> {
      const { merchant, key, before } = await rows.find(actor, code, language, 'licences', id);
      await rows.remove(actor, merchant, 'licences', key, {
        action: 'licence_delete',
        target: `licence:${id}`,
        detail: loggedValues(before),
      });
    },

    /** Sets a download: its address and, when given, an uploaded QR picture. */
    async saveResource(
      actor: OperatorScope,
      code: string | undefined,
      resourceType: ResourceType,
      input: SaveResource,
      language: string,
    ): Promise<void> {
      const merchant = await scope.merchantOf(actor, code, language);
      let qrCodeUrl: string | null = null;
      if (input.qrMediaId === undefined) {
        const kept = (await repository.resources(merchant.id)).find(
          (row) => row.resourceType === resourceType,
        );
        qrCodeUrl = kept?.qrCodeUrl ?? null;
      } else if (input.qrMediaId !== null) {
        const media = await repository.media(merchant.id, input.qrMediaId, 'content');
        if (!media) {
          throw new AppError('validation_failed', {
            fields: [translatedFieldError(language, 'qrMediaId', 'media_unknown')],
          });
        }
        qrCodeUrl = mediaUrl(media);
      }
      const values = { resourceType, url: input.url, qrCodeUrl, labelNameEn: input.labelNameEn };
      await scope.change(
        actor,
        merchant,
        { action: 'resource_save', target: `resource:${resourceType}`, detail: values },
        (trx) => repository.upsertResource(trx, { merchantId: merchant.id, ...values }),
      );
    },

    async deleteResource(
      actor: OperatorScope,
      code: string | undefined,
      resourceType: ResourceType,
      language: string,
    ): Promise<void> {
      const merchant = await scope.merchantOf(actor, code, language);
      const found = (await repository.resources(merchant.id)).find(
        (row) => row.resourceType === resourceType,
      );
      if (!found) throw new AppError('not_found');
      await scope.change(
        actor,
        merchant,
        { action: 'resource_delete', target: `resource:${resourceType}`, detail: found },
        (trx) => repository.deleteResource(trx, merchant.id, resourceType),
      );
    },

    /** Turns a known flag on or off. */
    async saveFlag(
      actor: OperatorScope,
      code: string | undefined,
      flag: string,
      isEnabled: boolean,
      language: string,
    ): Promise<void> {
      const merchant = await scope.merchantOf(actor, code, language);
      if (!(knownWhitelabelFlags as readonly string[]).includes(flag)) {
        throw new AppError('not_found');
      }
      const before = (await repository.flags(merchant.id)).find((row) => row.code === flag);
      await scope.change(
        actor,
        merchant,
        {
          action: 'flag_update',
          target: `flag:${flag}`,
          detail: { isEnabled: { from: before?.isEnabled ?? null, to: isEnabled } },
        },
        (trx) => repository.saveFlag(trx, merchant.id, flag, isEnabled),
      );
    },

    /** Sets one registration field's rule (spec §3, §5); its bounds must be in order. */
    async saveRegistrationRule(
      actor: OperatorScope,
      code: string | undefined,
      field: string,
      input: SaveRegistrationRule,
      language: string,
    ): Promise<void> {
      const merchant = await scope.merchantOf(actor, code, language);
      if (!(registrationFieldNames as readonly string[]).includes(field)) {
        throw new AppError('not_found');
      }
      if (
        (registrationFixedFields as readonly string[]).includes(field) &&
        !(input.enabled && input.required)
      ) {
        throw new AppError('validation_failed', {
          fields: [translatedFieldError(language, 'enabled', 'registration_field_fixed')],
        });
      }
      if (input.required && !input.enabled) {
        throw new AppError('validation_failed', {
          fields: [translatedFieldError(language, 'required', 'required_needs_shown')],
        });
      }
      if (input.maxLength < input.minLength) {
        throw new AppError('validation_failed', {
          fields: [translatedFieldError(language, 'maxLength', 'max_below_min')],
        });
      }
      const rows = await repository.registrationFields(merchant.id);
      const before = rows.find((row) => row.field === field);
      const values = {
        isEnabled: input.enabled,
        isRequired: input.required,
        minLength: input.minLength,
        maxLength: input.maxLength,
        patternId: input.patternId,
        acceptedPattern: input.acceptedPattern,
      };
      const sortOrder =
        before?.sortOrder ?? rows.reduce((max, row) => Math.max(max, row.sortOrder + 1), 0);
      await scope.change(
        actor,
        merchant,
        {
          action: 'registration_rule_update',
          target: `registration:${field}`,
          detail: changesOf(before ?? {}, values),
        },
        (trx) =>
          repository.saveRegistrationField(trx, {
            merchantId: merchant.id,
            field,
            sortOrder,
            ...values,
          }),
      );
    },
  };
}

export type ContentConfigService = ReturnType<typeof createContentConfigService>;
