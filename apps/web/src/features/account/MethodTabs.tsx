import { useTranslation } from 'react-i18next';

/** A two-way switch between sign-in or registration methods; hidden with only one method. */
export function MethodTabs<T extends string>({
  methods,
  value,
  onChange,
}: {
  methods: { key: T; labelKey: string }[];
  value: T;
  onChange: (next: T) => void;
}) {
  const { t } = useTranslation();
  if (methods.length < 2) return null;
  return (
    <div className="method-tabs" role="tablist">
      {methods.map((method) => (
        <button
          key={method.key}
          type="button"
          role="tab"
          aria-selected={value === method.key}
          className="method-tabs__tab"
          onClick={() => onChange(method.key)}
          data-testid={`method-${method.key}`}
        >
          {t(method.labelKey)}
        </button>
      ))}
    </div>
  );
}
