import { describe, expect, it } from 'vitest';
import { confirmsOnEnter, type KeyPress, type PressTarget } from './enter-confirm';

const enter: KeyPress = {
  key: 'Enter',
  isComposing: false,
  keyCode: 13,
  repeat: false,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  defaultPrevented: false,
};
/** The dialog's own panel, where focus lands when it opens. */
const panel: PressTarget = { tagName: 'DIV', role: null, isInForm: false };

describe('Enter confirms a dialog', () => {
  it('confirms a plain Enter on the dialog itself or on its text', () => {
    expect(confirmsOnEnter(enter, panel)).toBe(true);
    expect(confirmsOnEnter(enter, { tagName: 'p' })).toBe(true);
    expect(confirmsOnEnter(enter, null)).toBe(true);
  });

  it('ignores other keys (Escape closes the dialog elsewhere)', () => {
    expect(confirmsOnEnter({ ...enter, key: 'Escape', keyCode: 27 }, panel)).toBe(false);
    expect(confirmsOnEnter({ ...enter, key: ' ' }, panel)).toBe(false);
  });

  it('never confirms twice: not on a held key’s repeats, nor a press already handled', () => {
    expect(confirmsOnEnter({ ...enter, repeat: true }, panel)).toBe(false);
    expect(confirmsOnEnter({ ...enter, defaultPrevented: true }, panel)).toBe(false);
  });

  it('leaves Enter to another button or link, which Enter clicks itself', () => {
    expect(confirmsOnEnter(enter, { tagName: 'BUTTON' })).toBe(false);
    expect(confirmsOnEnter(enter, { tagName: 'A' })).toBe(false);
    expect(confirmsOnEnter(enter, { tagName: 'DIV', role: 'button' })).toBe(false);
    expect(confirmsOnEnter(enter, { tagName: 'INPUT', type: 'submit' })).toBe(false);
    expect(confirmsOnEnter(enter, { tagName: 'INPUT', type: 'checkbox' })).toBe(false);
    expect(confirmsOnEnter(enter, { tagName: 'SELECT' })).toBe(false);
  });

  it('leaves Enter to a text area and to editable text, where it starts a new line', () => {
    expect(confirmsOnEnter(enter, { tagName: 'TEXTAREA' })).toBe(false);
    expect(confirmsOnEnter(enter, { tagName: 'DIV', isContentEditable: true })).toBe(false);
  });

  it('leaves Enter in a form’s field to the form, which submits itself', () => {
    expect(confirmsOnEnter(enter, { tagName: 'INPUT', type: 'text', isInForm: true })).toBe(false);
    expect(confirmsOnEnter(enter, { tagName: 'INPUT', type: 'password', isInForm: false })).toBe(
      true,
    );
  });

  it('waits while a Bengali or Thai input method is composing, and with a modifier held', () => {
    expect(confirmsOnEnter({ ...enter, isComposing: true }, panel)).toBe(false);
    expect(confirmsOnEnter({ ...enter, keyCode: 229 }, panel)).toBe(false);
    for (const modifier of ['altKey', 'ctrlKey', 'metaKey', 'shiftKey'] as const) {
      expect(confirmsOnEnter({ ...enter, [modifier]: true }, panel)).toBe(false);
    }
  });
});
