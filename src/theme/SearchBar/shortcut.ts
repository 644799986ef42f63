/**
 * The search box's keyboard shortcut (`searchBarShortcutKeymap`, "mod+k"): parsed, matched against
 * a key press, and shown as the hints beside the box. It behaves as the search plugin's keymap
 * and platform helpers do; "mod" is ⌘ on a Mac and Ctrl elsewhere.
 */

export interface Keymap {
  key: string;
  ctrl: boolean;
  alt: boolean;
  shift: boolean;
  meta: boolean;
}

/** Whether the reader is on a Mac: the client hints' platform where there are some, else the user agent. */
export function isMacPlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  const platform = (navigator as Navigator & {userAgentData?: {platform?: string}}).userAgentData?.platform;
  if (platform) return platform.toLowerCase().includes('mac');
  return /mac/i.test(navigator.userAgent || navigator.platform || '');
}

const partsOf = (keymap: string) =>
  keymap
    .toLowerCase()
    .split('+')
    .map((part) => part.trim());

export function parseKeymap(keymap: string, isMac = isMacPlatform()): Keymap {
  const parsed: Keymap = {key: '', ctrl: false, alt: false, shift: false, meta: false};
  for (const part of partsOf(keymap)) {
    if (part === 'ctrl') parsed.ctrl = true;
    else if (part === 'cmd') parsed.meta = true;
    else if (part === 'mod') parsed[isMac ? 'meta' : 'ctrl'] = true;
    else if (part === 'alt') parsed.alt = true;
    else if (part === 'shift') parsed.shift = true;
    else parsed.key = part;
  }
  return parsed;
}

export function matchesKeymap(event: KeyboardEvent, keymap: Keymap): boolean {
  return (
    event.key.toLowerCase() === keymap.key &&
    event.ctrlKey === keymap.ctrl &&
    event.altKey === keymap.alt &&
    event.shiftKey === keymap.shift &&
    event.metaKey === keymap.meta
  );
}

/** The keys to show beside the box: "⌘ K" on a Mac, "ctrl K" elsewhere, for "mod+k". */
export function getKeymapHints(keymap: string, isMac: boolean): string[] {
  const parsed = parseKeymap(keymap, isMac);
  const mod = partsOf(keymap).includes('mod');
  const hints: string[] = [];
  if (parsed.ctrl && !mod) hints.push('ctrl');
  if (parsed.meta && !mod) hints.push(isMac ? '⌘' : 'cmd');
  if (mod) hints.push(isMac ? '⌘' : 'ctrl');
  if (parsed.alt) hints.push(isMac ? '⌥' : 'alt');
  if (parsed.shift) hints.push(isMac ? '⇧' : 'shift');
  if (parsed.key) hints.push(parsed.key.toUpperCase());
  return hints;
}
