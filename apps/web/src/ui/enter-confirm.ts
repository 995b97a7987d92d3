/** What the Enter rule reads of a key press (a KeyboardEvent has all of it). */
export interface KeyPress {
  key: string;
  /** True while an input method (a Bengali or Thai keyboard) is still composing a character. */
  isComposing: boolean;
  keyCode?: number;
  repeat: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
}

/** Where a key press landed, as far as the Enter rule cares. */
export interface PressTarget {
  tagName: string;
  /** An input's type attribute (lower case). */
  type?: string;
  role?: string | null;
  isContentEditable?: boolean;
  /** Whether the element belongs to a form, which answers Enter with its own submission. */
  isInForm?: boolean;
}

/** Elements that give Enter a meaning of their own (a new line, a click, a choice). */
const ownEnterTags = new Set(['TEXTAREA', 'BUTTON', 'A', 'SELECT', 'SUMMARY', 'OPTION']);
const ownEnterRoles = new Set([
  'button',
  'link',
  'tab',
  'checkbox',
  'radio',
  'switch',
  'menuitem',
  'option',
  'combobox',
  'textbox',
]);
/** Inputs that are clicked rather than typed in. */
const clickedInputTypes = new Set([
  'button',
  'submit',
  'reset',
  'checkbox',
  'radio',
  'file',
  'image',
  'color',
  'range',
]);
/** The key code browsers report for a key press an input method is still handling. */
const composingKeyCode = 229;

/**
 * Whether Enter confirms the dialog (spec §9, "Enter confirms a dialog"): a plain, first press
 * (not a held key's repeats, not with a modifier, not mid-composition), not already handled,
 * and not where Enter means something else — in a text area, on another button or link (which
 * Enter clicks itself), or in a form (which submits itself): the confirmation never runs twice.
 */
export function confirmsOnEnter(press: KeyPress, target: PressTarget | null): boolean {
  if (press.key !== 'Enter') return false;
  if (press.isComposing || press.keyCode === composingKeyCode) return false;
  if (press.repeat || press.defaultPrevented) return false;
  if (press.altKey || press.ctrlKey || press.metaKey || press.shiftKey) return false;
  if (target === null) return true;
  const tagName = target.tagName.toUpperCase();
  if (ownEnterTags.has(tagName)) return false;
  if (target.isContentEditable) return false;
  if (target.role && ownEnterRoles.has(target.role)) return false;
  if (tagName === 'INPUT' && clickedInputTypes.has(target.type ?? 'text')) return false;
  return !target.isInForm;
}

/** The parts of an element the Enter rule reads. */
export function pressTargetOf(element: EventTarget | null): PressTarget | null {
  if (!(element instanceof Element)) return null;
  const html = element instanceof HTMLElement ? element : null;
  return {
    tagName: element.tagName,
    type: element instanceof HTMLInputElement ? element.type.toLowerCase() : undefined,
    role: element.getAttribute('role'),
    isContentEditable: html?.isContentEditable ?? false,
    isInForm: element.closest('form') !== null,
  };
}
