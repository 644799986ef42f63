import {describe, expect, it} from 'vitest';
import {getKeymapHints, matchesKeymap, parseKeymap} from '../../src/theme/SearchBar/shortcut';
import {SEARCH_SHORTCUT_KEYMAP} from '../../src/plugins/search/options';

const press = (key: string, modifiers: Partial<Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>>) =>
  ({key, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...modifiers}) as KeyboardEvent;

describe("the search box's shortcut", () => {
  it('is ⌘K on a Mac and Ctrl+K elsewhere, and nothing else', () => {
    const mac = parseKeymap(SEARCH_SHORTCUT_KEYMAP, true);
    const other = parseKeymap(SEARCH_SHORTCUT_KEYMAP, false);
    expect(matchesKeymap(press('k', {metaKey: true}), mac)).toBe(true);
    expect(matchesKeymap(press('K', {metaKey: true}), mac)).toBe(true);
    expect(matchesKeymap(press('k', {ctrlKey: true}), mac)).toBe(false);
    expect(matchesKeymap(press('k', {ctrlKey: true}), other)).toBe(true);
    expect(matchesKeymap(press('k', {ctrlKey: true, shiftKey: true}), other)).toBe(false);
    expect(matchesKeymap(press('j', {ctrlKey: true}), other)).toBe(false);
  });

  it('is shown as its keys', () => {
    expect(getKeymapHints(SEARCH_SHORTCUT_KEYMAP, true)).toEqual(['⌘', 'K']);
    expect(getKeymapHints(SEARCH_SHORTCUT_KEYMAP, false)).toEqual(['ctrl', 'K']);
    expect(getKeymapHints('ctrl+shift+f', true)).toEqual(['ctrl', '⇧', 'F']);
  });
});
