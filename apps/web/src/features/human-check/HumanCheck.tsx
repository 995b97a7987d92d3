import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/Modal';
import { useSiteConfig } from '../system/system.api';

/** What a guarded request carries: the pass, or nothing when the merchant asks no check. */
export type HumanCheckFields = { humanTicket?: string };

/**
 * Runs the human check when the merchant asks for one (or `isAlways`, for steps the server
 * guards whatever the merchant chose); null when the visitor closes it.
 */
type HumanCheck = (options?: { isAlways?: boolean }) => Promise<HumanCheckFields | null>;

const HumanCheckContext = createContext<HumanCheck | null>(null);

// The puzzle loads with the first check, not with the site.
const SliderPuzzle = lazy(() =>
  import('./SliderPuzzle').then((module) => ({ default: module.SliderPuzzle })),
);

/** Holds the slider dialog that sign-in and registration forms open before they submit. */
export function HumanCheckProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { info } = useSiteConfig();
  const [isOpen, setIsOpen] = useState(false);
  const settle = useRef<((fields: HumanCheckFields | null) => void) | null>(null);
  const isDemanded = info.whitelabel.HUMANCHECK === true;

  const check = useCallback<HumanCheck>(
    (options = {}) => {
      if (!isDemanded && !options.isAlways) return Promise.resolve({});
      settle.current?.(null);
      setIsOpen(true);
      return new Promise((resolve) => {
        settle.current = resolve;
      });
    },
    [isDemanded],
  );

  function finish(fields: HumanCheckFields | null) {
    settle.current?.(fields);
    settle.current = null;
    setIsOpen(false);
  }

  return (
    <HumanCheckContext.Provider value={check}>
      {children}
      <Modal
        isOpen={isOpen}
        title={t('human.title')}
        onClose={() => finish(null)}
        width={348}
        isCompact
        testId="human-check"
      >
        <Suspense fallback={<div className="slider-puzzle-placeholder" />}>
          <SliderPuzzle onPassed={(ticket) => finish({ humanTicket: ticket })} />
        </Suspense>
      </Modal>
    </HumanCheckContext.Provider>
  );
}

export function useHumanCheck(): HumanCheck {
  const check = useContext(HumanCheckContext);
  if (!check) throw new Error('useHumanCheck outside HumanCheckProvider');
  return check;
}
