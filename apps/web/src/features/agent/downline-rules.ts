import { checkField, emailFallbackRule, type FieldProblem, type FieldRule } from '@khela/contracts';

/** The fields of a new downline account, in form order. */
export const downlineFields = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
] as const;
export type DownlineField = (typeof downlineFields)[number];

/** The fields an agent must fill; the payee name and e-mail may stay empty. */
const requiredFields: ReadonlySet<DownlineField> = new Set([
  'username',
  'password',
  'confirmPassword',
]);

/** The longest value of each field the contract takes, whatever the merchant's rule says. */
const contractMaxLength: Record<DownlineField, number> = {
  username: 64,
  password: 64,
  confirmPassword: 64,
  payeeName: 100,
  email: 200,
};

/**
 * The rules a new downline's fields are checked with here: the merchant's registration rules
 * (so an account an agent opens looks like one a player opens), each enabled, required only for
 * username and passwords, never longer than the contract takes. A field without a rule of its
 * own is checked for length only, the e-mail as a mailbox.
 */
export function downlineRules(register: FieldRule[]): Record<DownlineField, FieldRule> {
  const byField = new Map(register.map((rule) => [rule.field, rule]));
  const entries = downlineFields.map((field): [DownlineField, FieldRule] => {
    const fallback: FieldRule =
      field === 'email'
        ? emailFallbackRule
        : {
            field,
            enabled: true,
            required: true,
            minLength: 1,
            maxLength: contractMaxLength[field],
            patternId: null,
            acceptedPattern: null,
          };
    const rule = byField.get(field) ?? fallback;
    const maxLength = Math.min(rule.maxLength, contractMaxLength[field]);
    return [
      field,
      { ...rule, field, enabled: true, required: requiredFields.has(field), maxLength },
    ];
  });
  return Object.fromEntries(entries) as Record<DownlineField, FieldRule>;
}

/** Why a field of the form was refused: a rule's problem, or a confirmation that differs. */
export type DownlineProblem = FieldProblem | { code: 'mismatch' };

/** Checks the typed values; answers the first problem of each field that has one. */
export function checkDownline(
  values: Record<DownlineField, string>,
  rules: Record<DownlineField, FieldRule>,
): Partial<Record<DownlineField, DownlineProblem>> {
  const found: Partial<Record<DownlineField, DownlineProblem>> = {};
  for (const field of downlineFields) {
    const problem = checkField(rules[field], values[field]);
    if (problem) found[field] = problem;
  }
  if (!found.confirmPassword && values.password !== values.confirmPassword) {
    found.confirmPassword = { code: 'mismatch' };
  }
  return found;
}
