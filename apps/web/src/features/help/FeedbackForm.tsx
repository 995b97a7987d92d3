import { useState, type FormEvent } from 'react';
import {
  countWords,
  feedbackCharactersMax,
  feedbackWordsMax,
  feedbackWordsMin,
} from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { showToast } from '../../ui/toast';
import { useSendFeedback } from './help.api';

const bounds = { min: feedbackWordsMin, max: feedbackWordsMax };

/** PUT /wps/feedback: a note to the merchant, from a visitor or a member (spec §7). */
export function FeedbackForm() {
  const { t, i18n } = useTranslation();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSent, setIsSent] = useState(false);
  const words = countWords(content, i18n.language);
  const send = useSendFeedback({
    onSuccess: () => {
      setContent('');
      setIsSent(true);
      showToast(t('helpCentre.feedback.sent'), 'success');
    },
    onError: (failure) => {
      const field = failure instanceof ApiError ? failure.fields[0]?.message : undefined;
      const message = failure instanceof ApiError && failure.message ? failure.message : null;
      setError(field ?? message ?? t('helpCentre.feedback.failed'));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setIsSent(false);
    // The same bounds as the server's, so a reader learns at once and nothing is sent.
    if (words < feedbackWordsMin || words > feedbackWordsMax) {
      setError(t('helpCentre.feedback.bounds', bounds));
      return;
    }
    setError(null);
    send.mutate(content.trim());
  }

  const isOutside = content.trim() !== '' && (words < feedbackWordsMin || words > feedbackWordsMax);
  return (
    <section className="card help__feedback" id="feedback" aria-labelledby="feedback-title">
      <h2 id="feedback-title">{t('helpCentre.feedback.title')}</h2>
      <p className="help__muted">{t('helpCentre.feedback.text')}</p>
      <form onSubmit={submit} noValidate data-testid="feedback-form">
        <label className="help__field">
          <span className="help__label">{t('helpCentre.feedback.label')}</span>
          <textarea
            name="content"
            rows={5}
            maxLength={feedbackCharactersMax}
            value={content}
            placeholder={t('helpCentre.feedback.placeholder', bounds)}
            aria-invalid={error ? true : undefined}
            aria-describedby="feedback-count"
            onChange={(event) => {
              setContent(event.target.value);
              setError(null);
            }}
          />
        </label>
        <p
          id="feedback-count"
          className={`help__count${isOutside ? ' help__count--outside' : ''}`}
          aria-live="polite"
        >
          {t('helpCentre.feedback.count', { count: words })} ·{' '}
          {t('helpCentre.feedback.bounds', bounds)}
        </p>
        {error && (
          <p className="help__error" role="alert" data-testid="feedback-error">
            {error}
          </p>
        )}
        {isSent && (
          <p className="help__sent" role="status" data-testid="feedback-sent">
            {t('helpCentre.feedback.sent')}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={send.isPending}>
          {send.isPending ? t('helpCentre.feedback.sending') : t('helpCentre.feedback.send')}
        </button>
      </form>
    </section>
  );
}
