import { OpsApiError } from '../api';

/**
 * What to show for a failed call: the server's translated message with each field it refused
 * (named by its label where the form gives one), or the desk's own fallback when the server
 * could not be reached.
 */
export function errorText(
  failure: unknown,
  fallback: string,
  labelOf: (path: string) => string | undefined = () => undefined,
): string {
  if (!(failure instanceof OpsApiError) || !failure.message) return fallback;
  const named = failure.fields.filter((field) => field.message);
  const fields = named.map((field) => {
    const label = labelOf(field.path);
    return label ? `${label}: ${field.message}` : field.message;
  });
  if (fields.length === 0) return failure.message;
  // A failure about one field (a code already taken) says it once, with the field's name.
  if (named.every((field) => field.message === failure.message)) return fields.join('; ');
  // Each field's message is its own sentence; the server words them without a full stop.
  return `${failure.message} ${fields.join('; ')}`;
}

/**
 * A control's name as its label gives it: the elements it is labelled by, else its label's own
 * text (not the options of a select inside it, nor a hint under the field), else its
 * aria-label.
 */
function labelWords(control: HTMLElement): string {
  const named = (control.getAttribute('aria-labelledby') ?? '')
    .split(/\s+/)
    .map((id) => (id ? control.ownerDocument.getElementById(id) : null))
    .filter((element) => element !== null)
    .map((element) => (element.textContent ?? '').trim())
    .join(' ')
    .trim();
  if (named) return named;
  const label = control.closest('label');
  if (!label) return control.getAttribute('aria-label')?.trim() ?? '';
  return Array.from(label.childNodes)
    .filter((node) => node.nodeType === Node.TEXT_NODE)
    .map((node) => node.textContent ?? '')
    .join('')
    .trim();
}

/**
 * Marks the controls of a form a refusal names (by the field's path, or its last part) as
 * invalid, focuses the first (unless told not to), and answers each path's label for the
 * message. Marks of an earlier refusal are cleared first.
 */
export function markRefusedFields(
  form: HTMLFormElement,
  failure: unknown,
  { isFocusing = true }: { isFocusing?: boolean } = {},
) {
  for (const marked of form.querySelectorAll('[aria-invalid="true"]')) {
    marked.removeAttribute('aria-invalid');
  }
  const labels = new Map<string, string>();
  if (!(failure instanceof OpsApiError)) return (path: string) => labels.get(path);
  let first: HTMLElement | null = null;
  for (const { path } of failure.fields) {
    const control = [path, path.split('.').at(-1) ?? path]
      .map((name) => form.elements.namedItem(name))
      .find((found): found is HTMLElement => found instanceof HTMLElement);
    if (!control) continue;
    control.setAttribute('aria-invalid', 'true');
    first ??= control;
    const words = labelWords(control);
    if (words) labels.set(path, words);
  }
  if (isFocusing) first?.focus();
  return (path: string) => labels.get(path);
}
