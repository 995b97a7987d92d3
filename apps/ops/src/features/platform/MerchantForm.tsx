import {
  currencyCodes,
  knownWhitelabelFlags,
  languages,
  digitSystems,
  popupRepeats,
  standardWhitelabelFlags,
  type CreateMerchant,
  type Language,
  type PlatformMerchant,
  type UpdateMerchant,
} from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../ui/FormDialog';
import { domainsFrom, domainsText, usePlatformChanges } from './platform.api';

/** What a new merchant may copy from a template, as the server names the parts. */
const starterParts = ['content', 'games', 'payments'] as const;

/** Time zones offered first; any IANA zone may be typed. */
const commonZones = [
  'Asia/Dhaka',
  'Asia/Kolkata',
  'Asia/Bangkok',
  'Asia/Ho_Chi_Minh',
  'Asia/Manila',
  'Asia/Karachi',
  'Asia/Kathmandu',
  'Asia/Colombo',
  'Asia/Kuala_Lumpur',
  'Asia/Jakarta',
  'UTC',
];

function text(form: FormData, name: string): string {
  return String(form.get(name) ?? '').trim();
}

function chosenLanguages(form: FormData): Language[] {
  return languages.filter((language) => form.get(`language-${language}`) === 'on');
}

/** Name, domains, languages, time zone and colours: what a merchant is made with and edits. */
function BrandFields({ merchant }: { merchant?: PlatformMerchant }) {
  const { t } = useTranslation();
  return (
    <>
      <label>
        {t('platform.name')}
        <input name="name" required maxLength={60} defaultValue={merchant?.name} />
      </label>
      <label>
        {t('platform.domains')}
        <textarea
          name="domains"
          rows={2}
          required
          defaultValue={merchant ? domainsText(merchant.domains, 0) : ''}
        />
        <small className="ops-muted">{t('platform.domainsHint')}</small>
      </label>
      <label>
        {t('platform.mobileDomains')}
        <textarea
          name="mobileDomains"
          rows={2}
          defaultValue={merchant ? domainsText(merchant.domains, 3) : ''}
        />
      </label>
      <fieldset className="ops-fieldset">
        <legend>{t('platform.languages')}</legend>
        {languages.map((language) => (
          <label key={language} className="ops-check">
            <input
              type="checkbox"
              name={`language-${language}`}
              defaultChecked={merchant ? merchant.languages.includes(language) : true}
            />
            {t(`actions.languages.${language}`)}
          </label>
        ))}
      </fieldset>
      <label>
        {t('platform.defaultLanguage')}
        <select name="defaultLanguage" defaultValue={merchant?.defaultLanguage ?? 'bn'}>
          {languages.map((language) => (
            <option key={language} value={language}>
              {t(`actions.languages.${language}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('platform.timeZone')}
        <input
          name="timeZone"
          list="platform-zones"
          required
          defaultValue={merchant?.timeZone ?? 'Asia/Dhaka'}
        />
        <datalist id="platform-zones">
          {commonZones.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
      </label>
      <div className="ops-inline">
        <label>
          {t('platform.colorPrimary')}
          <input
            type="color"
            name="colorPrimary"
            defaultValue={merchant?.colorPrimary ?? '#0b7a53'}
          />
        </label>
        <label>
          {t('platform.colorAccent')}
          <input
            type="color"
            name="colorAccent"
            defaultValue={merchant?.colorAccent ?? '#e3b04b'}
          />
        </label>
      </div>
    </>
  );
}

/** The brand fields as the server takes them. */
function brandOf(form: FormData) {
  return {
    name: text(form, 'name'),
    domains: [
      ...domainsFrom(text(form, 'domains'), 0),
      ...domainsFrom(text(form, 'mobileDomains'), 3),
    ],
    languages: chosenLanguages(form),
    defaultLanguage: text(form, 'defaultLanguage') as Language,
    timeZone: text(form, 'timeZone'),
    colorPrimary: text(form, 'colorPrimary'),
    colorAccent: text(form, 'colorAccent'),
  };
}

/** A new merchant: its brand, currency, flags, first owner and what it copies from a template. */
export function CreateMerchantDialog({
  merchants,
  onClose,
  onCreated,
}: {
  merchants: PlatformMerchant[];
  onClose: () => void;
  onCreated: (code: string) => void;
}) {
  const { t } = useTranslation();
  const changes = usePlatformChanges();
  const [template, setTemplate] = useState(merchants[0]?.code ?? '');
  async function send(form: FormData) {
    const input: CreateMerchant = {
      code: text(form, 'code'),
      currency: text(form, 'currency'),
      ...brandOf(form),
      flags: Object.fromEntries(
        knownWhitelabelFlags.map((flag) => [flag, form.get(`flag-${flag}`) === 'on']),
      ),
      ...(template
        ? {
            template: {
              code: template,
              content: form.get('copy-content') === 'on',
              games: form.get('copy-games') === 'on',
              payments: form.get('copy-payments') === 'on',
            },
          }
        : {}),
      owner: { username: text(form, 'username'), password: String(form.get('password') ?? '') },
    };
    const created = await changes.create(input);
    onCreated(created.code);
  }
  return (
    <FormDialog
      title={t('platform.createTitle')}
      testId="platform-create"
      submitLabel={t('platform.createButton')}
      onSend={send}
      onClose={onClose}
      isWide
    >
      <label>
        {t('platform.code')}
        <input name="code" required maxLength={32} placeholder="BRAND" autoComplete="off" />
        <small className="ops-muted">{t('platform.codeHint')}</small>
      </label>
      <BrandFields />
      <label>
        {t('platform.currency')}
        <select name="currency" defaultValue="BDT">
          {currencyCodes.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="ops-fieldset">
        <legend>{t('platform.flags')}</legend>
        {knownWhitelabelFlags.map((flag) => (
          <label key={flag} className="ops-check">
            <input
              type="checkbox"
              name={`flag-${flag}`}
              defaultChecked={standardWhitelabelFlags[flag]}
            />
            <code>{flag}</code>
          </label>
        ))}
      </fieldset>
      <fieldset className="ops-fieldset">
        <legend>{t('platform.template')}</legend>
        <label>
          {t('platform.templateFrom')}
          <select
            name="template"
            value={template}
            onChange={(event) => setTemplate(event.target.value)}
          >
            <option value="">{t('platform.noTemplate')}</option>
            {merchants.map((merchant) => (
              <option key={merchant.code} value={merchant.code}>
                {merchant.code} · {merchant.name}
              </option>
            ))}
          </select>
        </label>
        {starterParts.map((part) => (
          <label key={part} className="ops-check">
            <input type="checkbox" name={`copy-${part}`} defaultChecked disabled={!template} />
            {t(`platform.copy.${part}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className="ops-fieldset">
        <legend>{t('platform.owner')}</legend>
        <label>
          {t('operators.username')}
          <input name="username" required maxLength={32} autoComplete="off" />
        </label>
        <label>
          {t('operators.password')}
          <input
            name="password"
            type="password"
            required
            minLength={10}
            autoComplete="new-password"
          />
        </label>
      </fieldset>
    </FormDialog>
  );
}

/** A merchant's brand, domains, languages and zone changed (its code and currency stay). */
export function EditMerchantDialog({
  merchant,
  onClose,
}: {
  merchant: PlatformMerchant;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const changes = usePlatformChanges();
  async function send(form: FormData) {
    const popupRepeat = popupRepeats.find((rule) => rule === form.get('popupRepeat'));
    const digits = digitSystems.find((system) => system === form.get('digits'));
    const change: UpdateMerchant = {
      ...brandOf(form),
      ...(popupRepeat ? { popupRepeat } : {}),
      ...(digits ? { digits } : {}),
    };
    await changes.update(merchant.code, change);
  }
  return (
    <FormDialog
      title={t('platform.editTitle', { code: merchant.code })}
      testId="platform-edit"
      submitLabel={t('common.save')}
      onSend={send}
      onClose={onClose}
      isWide
    >
      <BrandFields merchant={merchant} />
      <label>
        {t('platform.popupRepeat')}
        <select name="popupRepeat" defaultValue={merchant.popupRepeat}>
          {popupRepeats.map((rule) => (
            <option key={rule} value={rule}>
              {t(`platform.popupRepeats.${rule}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('platform.digits')}
        <select name="digits" defaultValue={merchant.digits}>
          {digitSystems.map((system) => (
            <option key={system} value={system}>
              {t(`platform.digitSystems.${system}`)}
            </option>
          ))}
        </select>
      </label>
    </FormDialog>
  );
}
