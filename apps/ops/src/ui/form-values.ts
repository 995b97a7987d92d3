/** A form field's text, trimmed. */
export const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** A whole number typed in a field; NaN when empty (the server names the field). */
export const whole = (form: FormData, name: string) => Number(text(form, name) || Number.NaN);
