import {
  checkField,
  messageKeyFor,
  messageValuesFor,
  type FieldError,
  type FieldRule,
} from '@khela/contracts';
import type { RequestContext } from '../plugins/context';
import { translate } from './messages';

/** What a check reads of a request: the merchant's rules and the language of its messages. */
type RuleContext = Pick<RequestContext, 'merchant' | 'language'>;

/**
 * Checks values against the merchant's field rules (the same catalogue the site uses).
 * `ruleOf` maps a value's name to the rule it follows (e.g. newPassword → password).
 * The code is the site's message key; params carry the bounds for its translation.
 */
export function fieldRuleErrors(
  context: RuleContext,
  values: Record<string, string | undefined>,
  ruleOf: Record<string, string>,
): FieldError[] {
  const errors: FieldError[] = [];
  for (const [path, ruleName] of Object.entries(ruleOf)) {
    const rule = context.merchant.registrationFields.find(
      (candidate) => candidate.field === ruleName,
    );
    const error = rule ? fieldError(context, path, rule, values[path]) : null;
    if (error) errors.push(error);
  }
  return errors;
}

/** Checks one value against a rule (for a value always asked, see requiredRule). */
export function fieldError(
  context: RuleContext,
  path: string,
  rule: FieldRule,
  value: string | undefined,
): FieldError | null {
  const problem = checkField(rule, value);
  if (!problem) return null;
  return {
    path,
    code: messageKeyFor(problem),
    message: translate(
      context.language,
      problem.code === 'required' ? 'field_required' : 'field_invalid',
    ),
    params: messageValuesFor(problem),
  };
}

/** The error of a confirmation field that differs from its original. */
export function confirmationError(context: RuleContext, path: string): FieldError {
  return {
    path,
    code: 'validation.confirm_mismatch',
    message: translate(context.language, 'field_invalid'),
  };
}
