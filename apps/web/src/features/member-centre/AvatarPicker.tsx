import { useTranslation } from 'react-i18next';
import { useAvatars } from './avatar.api';

/** A grid of the site's portraits; the member's own is marked, a click picks another. */
export function AvatarPicker() {
  const { t } = useTranslation();
  const { avatars, pick } = useAvatars();
  if (!avatars.data) return null;
  const selected = pick.isPending ? pick.variables : avatars.data.selected;
  return (
    <div className="avatar-picker" role="radiogroup" aria-label={t('security.avatar')}>
      {avatars.data.avatars.map((avatar) => (
        <button
          key={avatar.id}
          type="button"
          role="radio"
          aria-checked={selected === avatar.id}
          className="avatar-picker__option"
          onClick={() => pick.mutate(avatar.id)}
          data-testid={`avatar-${avatar.id}`}
        >
          <img src={avatar.url} alt="" width={56} height={56} loading="lazy" />
        </button>
      ))}
    </div>
  );
}
