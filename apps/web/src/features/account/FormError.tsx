/** A form's error line, announced to screen readers. */
export function FormError({ text, testId }: { text: string | null; testId?: string }) {
  if (!text) return null;
  return (
    <p className="login-form__error" role="alert" data-testid={testId}>
      {text}
    </p>
  );
}
